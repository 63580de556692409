import { getSocket } from '@/client/socket-instance';

/** Milliseconds between refreshes while the socket is not open. */
export const POLL_MS = 5000;

/**
 * Follows one thing live (a P2P order, a card order): every event on its socket topic asks for
 * a refresh; whenever the socket is not open the thing is polled every few seconds instead,
 * and each time the socket opens the page refreshes once, since events may have been missed
 * meanwhile (between the server render and the subscription, or while the socket was down).
 * `onLive` reports whether the socket carries the updates. `refresh` gets the event's data when
 * an event asks (undefined for a poll or a reopen). Returns the function that stops it all.
 */
export function followTopic(
  topic: string,
  refresh: (data?: unknown) => void,
  onLive: (live: boolean) => void,
): () => void {
  const socket = getSocket();
  const unsubscribe = socket.subscribe(topic, (data) => refresh(data));
  let poll: ReturnType<typeof setInterval> | undefined;
  let first = true;
  const stopStatus = socket.$socketStatus.subscribe((status) => {
    const open = status === 'open';
    // Connecting for the first time is not an interruption; a socket that dropped is.
    onLive(open || (first && status !== 'closed'));
    if (status !== 'idle' && status !== 'connecting') first = false;
    if (open) {
      clearInterval(poll);
      poll = undefined;
      refresh(undefined);
    } else {
      // A socket that keeps failing flips between connecting and closed, often faster than the
      // poll: the poll keeps its own rhythm through those flips instead of starting over.
      poll ??= setInterval(() => refresh(undefined), POLL_MS);
    }
  });
  return () => {
    clearInterval(poll);
    stopStatus();
    unsubscribe();
  };
}
