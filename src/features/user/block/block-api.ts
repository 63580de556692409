import { api } from '@/client/api';
import { userBlockEndpoints } from '@/contract/user-block';

/**
 * The block list's calls from the browser. Every failure is shown by the island itself (in the
 * dialog or the section, with what to do), so the client shows no toast of its own.
 */
export function blockUser(userId: number) {
  return api.call(userBlockEndpoints.c2cUserBlock, { body: { userId } }, { errors: 'silent' });
}

export function unblockUser(userId: number) {
  return api.call(userBlockEndpoints.c2cUserUnblock, { body: { userId } }, { errors: 'silent' });
}

export function loadBlockList(page: number, pageSize: number) {
  return api.call(
    userBlockEndpoints.c2cUserBlockList,
    { query: { page, pageSize } },
    { errors: 'silent' },
  );
}
