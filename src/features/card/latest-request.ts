/**
 * The stale-answer guard of the quote requests (issue 6: stale quotes are never shown for a
 * changed amount). Every request gets a ticket naming the query it asked; starting a new one
 * aborts the previous call. An answer is used only when its ticket is still the latest AND its
 * query is still the one on screen, so a slow answer for an old amount can never overwrite the
 * form's current state, whatever order the network delivers them in.
 */

interface Ticket {
  readonly id: number;
  /** The `quoteKey` of the query asked. */
  readonly key: string;
  readonly signal: AbortSignal;
}

interface LatestRequest {
  /** Starts a request for `key`, aborting the one before. */
  begin(key: string): Ticket;
  /** True when `ticket` is the latest request and asked for `currentKey`. */
  isCurrent(ticket: Ticket, currentKey: string | null): boolean;
  /** Aborts the running request, if any (the form became invalid, the page is leaving). */
  cancel(): void;
}

export function createLatestRequest(): LatestRequest {
  let latest: { ticket: Ticket; controller: AbortController } | null = null;
  let counter = 0;
  return {
    begin(key) {
      latest?.controller.abort();
      const controller = new AbortController();
      counter += 1;
      const ticket: Ticket = { id: counter, key, signal: controller.signal };
      latest = { ticket, controller };
      return ticket;
    },
    isCurrent(ticket, currentKey) {
      return (
        latest !== null &&
        latest.ticket.id === ticket.id &&
        !ticket.signal.aborted &&
        ticket.key === currentKey
      );
    },
    cancel() {
      latest?.controller.abort();
      latest = null;
    },
  };
}
