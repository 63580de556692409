import type { ApiClient } from '@/client/http';
import { userBlockEndpoints } from '@/contract/user-block';

/**
 * Server only: whether the viewer blocked `userId`, for a block button's first render; null
 * when the exchange did not answer (the button then offers Block, which is idempotent).
 */
export async function loadBlockStatus(api: ApiClient, userId: number): Promise<boolean | null> {
  try {
    const status = await api.call(
      userBlockEndpoints.c2cUserBlockStatus,
      { query: { userId } },
      { errors: 'silent' },
    );
    return status.blocked;
  } catch {
    return null;
  }
}
