import { useCallback, useEffect, useState } from 'react';
import {
  notifyPermission,
  requestNotifyPermission,
  type NotifyPermission,
} from '@/client/system-notify';

/**
 * The browser's notification permission for an island, and the way to ask for it from a click
 * (answering the user's answer).
 * Null until hydrated: the server cannot know it, so nothing permission-specific is rendered
 * there (no mismatch on hydration). A permission changed in the browser's settings meanwhile is
 * read again when the tab comes back into view.
 */
export function useNotifyPermission(): [NotifyPermission | null, () => Promise<NotifyPermission>] {
  const [permission, setPermission] = useState<NotifyPermission | null>(null);
  useEffect(() => {
    setPermission(notifyPermission());
    const reread = () => setPermission(notifyPermission());
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  }, []);
  const request = useCallback(async () => {
    const answer = await requestNotifyPermission();
    setPermission(answer);
    return answer;
  }, []);
  return [permission, request];
}
