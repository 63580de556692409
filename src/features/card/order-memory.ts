import type { CardQuery } from '@/features/card/card-types';

/**
 * The form as it was when a purchase left for the provider's checkout. The checkout sends the
 * user back with only `?orderNo=` (the return path may carry no query), so the inputs wait in
 * this tab's session storage: "Try another provider" then offers the same purchase again, not
 * an approximation of it. Browser only; storage that is full or blocked just forgets.
 */
const KEY = 'p2p.card.lastOrder';

interface Remembered {
  orderNo: string;
  query: CardQuery;
}

export function rememberOrderForm(orderNo: string, query: CardQuery): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ orderNo, query } satisfies Remembered));
  } catch {
    // Private mode or a full storage: the panel falls back to the order's own details.
  }
}

/** The form remembered for `orderNo`, or null. The caller checks the values against its lists. */
export function recallOrderForm(orderNo: string): Partial<CardQuery> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { orderNo: no, query } = value as Partial<Remembered>;
    return no === orderNo && query && typeof query === 'object' ? query : null;
  } catch {
    return null;
  }
}

const AGREED_KEY = 'p2p.card.agreed';

/**
 * The disclaimer agreement of a visitor sent to log in from Buy: the login comes back to the
 * same purchase (the address carries the form), and the agreement given a moment ago waits in
 * this tab's session storage, so it need not be given twice.
 */
export function rememberAgreement(): void {
  try {
    sessionStorage.setItem(AGREED_KEY, '1');
  } catch {
    // Storage blocked: the box is simply ticked again.
  }
}

/** Whether an agreement is waiting; it is used up by reading it. */
export function takeAgreement(): boolean {
  try {
    const waiting = sessionStorage.getItem(AGREED_KEY) === '1';
    sessionStorage.removeItem(AGREED_KEY);
    return waiting;
  } catch {
    return false;
  }
}
