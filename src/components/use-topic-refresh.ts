import { useEffect, useRef } from 'react';
import { chunk } from '@/lib/load-chunk';

/**
 * The socket and its schemas load on demand, never with the island's first script. No note when
 * they do not load: the island works without them, only not live; the next topic (or page)
 * imports again.
 */
const loadFollowTopic = chunk('follow-topic', () => import('@/client/follow-topic'));

/**
 * Refreshes what an island shows on every event of a socket topic (polling while the socket is
 * down, once each time it opens: `followTopic`). `topic` null follows nothing (e.g. a user who
 * cannot have the thing). The latest `refresh` is called, so it need not be stable.
 */
export function useTopicRefresh(topic: string | null, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (topic === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadFollowTopic()
      .then(({ followTopic }) => {
        if (!cancelled)
          stop = followTopic(
            topic,
            () => refreshRef.current(),
            () => {},
          );
      })
      // Without the socket code the island still works; it is just not live.
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [topic]);
}
