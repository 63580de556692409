import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatGrouped } from '@/lib/decimal';
import { ApiError } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { requestToken } from '@/sandbox/http/auth';
import { readLimited } from '@/sandbox/http/body';
import { isCrossSite } from '@/sandbox/http/same-site';
import { sweepFirst } from '@/sandbox/http/sweep';
import { escapeMarkup } from '@/lib/escape-markup';
import { page, PAGE_CSP } from '@/sandbox/main-site/html';
import { safeReturnUrl } from '@/sandbox/main-site/return-url';
import { decideCheckout, type CheckoutDecision } from '@/sandbox/card/checkout';
import { findOwnCardOrder, type CardOrderRecord } from '@/sandbox/card/order-store';
import { CHECKOUT_PATH } from '@/sandbox/card/orders';
import { resolveSession } from '@/sandbox/user/sessions';

/**
 * The stand-in provider checkout (`/sandbox/checkout/<orderNo>`): where a real provider would
 * take the card payment, the sandbox shows the order and two plain form buttons. Approve pays
 * (the order goes processing), Decline fails it; either way the browser returns to the page the
 * order named (`returnPath?orderNo=`). Only the order's owner, by their session, sees or acts;
 * anyone else gets the same "not found" page as for a missing order. No scripts (strict CSP).
 */

/** The form has one short field; a bigger body is not a browser submitting it. */
const MAX_FORM_BYTES = 1024;

const METHOD_NAMES: Record<CardOrderRecord['paymentMethod'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

const STATUS_TEXT: Record<CardOrderRecord['status'], string> = {
  created: 'Waiting for your payment',
  processing: 'Paid: the coins are on their way',
  completed: 'Completed: the coins are in your spot account',
  failed: 'Failed',
};

const FAIL_TEXT: Record<NonNullable<CardOrderRecord['failReason']>, string> = {
  declined: 'You declined the payment.',
  provider_error: 'The provider could not take the payment.',
  expired: 'The checkout expired before the payment was made.',
};

function html(c: Context, body: string, status: ContentfulStatusCode = 200): Response {
  return c.html(body, status, {
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
  });
}

function messagePage(c: Context, status: ContentfulStatusCode, title: string, text: string) {
  return html(
    c,
    page(title, `<h1>${escapeMarkup(title)}</h1>\n<p>${escapeMarkup(text)}</p>`),
    status,
  );
}

const notFoundPage = (c: Context) =>
  messagePage(
    c,
    404,
    'Order not found',
    'There is no such card order for your account. Log in with the account that placed it.',
  );

function returnAddress(c: Context, order: CardOrderRecord): string {
  const path = safeReturnUrl(order.returnPath, new URL(c.req.url).origin);
  return `${path}?orderNo=${encodeURIComponent(order.orderNo)}`;
}

function details(order: CardOrderRecord): string {
  const rows: [string, string][] = [
    ['Provider', order.supplierName],
    ['You pay', `${formatGrouped(order.totalCost)} ${order.fiat}`],
    ['Provider fee (included)', `${formatGrouped(order.fee)} ${order.fiat}`],
    ['You receive', `${order.quantity} ${order.coin}`],
    ['Payment method', METHOD_NAMES[order.paymentMethod]],
    ['Order number', order.orderNo],
  ];
  const status = order.failReason
    ? `${STATUS_TEXT[order.status]}. ${FAIL_TEXT[order.failReason]}`
    : STATUS_TEXT[order.status];
  rows.push(['Status', status]);
  return `<dl>\n${rows
    .map(([term, value]) => `<dt>${escapeMarkup(term)}</dt><dd>${escapeMarkup(value)}</dd>`)
    .join('\n')}\n</dl>`;
}

function checkoutPage(c: Context, order: CardOrderRecord): string {
  const intro = `<p class="note">This is the exchange sandbox’s stand-in for ${escapeMarkup(order.supplierName)}’s card checkout. No card is charged: approve or decline the payment to see what the product does.</p>`;
  const actions =
    order.status === 'created'
      ? `<form method="post" action="${CHECKOUT_PATH}/${escapeMarkup(order.orderNo)}">
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form>`
      : `<p><a href="${escapeMarkup(returnAddress(c, order))}">Back to the exchange</a></p>`;
  return page(
    `${order.supplierName} checkout`,
    `<h1>${escapeMarkup(order.supplierName)} checkout</h1>\n${intro}\n${details(order)}\n${actions}`,
  );
}

/** The signed-in user's id, or null (the page needs the session cookie of the order's owner). */
function userOf(c: Context<SandboxEnv>): number | null {
  return resolveSession(c.get('ctx'), requestToken(c))?.user.id ?? null;
}

async function readDecision(c: Context): Promise<CheckoutDecision | null> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const bytes = await readLimited(c.req.raw, MAX_FORM_BYTES);
  const decision = new URLSearchParams(new TextDecoder().decode(bytes)).get('decision');
  return decision === 'approve' || decision === 'decline' ? decision : null;
}

function show(c: Context<SandboxEnv>): Response {
  const userId = userOf(c);
  if (userId === null) {
    return messagePage(c, 403, 'Log in first', 'Log in with the account that placed this order.');
  }
  const order = findOwnCardOrder(c.get('ctx').db, userId, c.req.param('orderNo') ?? '');
  return order ? html(c, checkoutPage(c, order)) : notFoundPage(c);
}

async function decide(c: Context<SandboxEnv>): Promise<Response> {
  if (isCrossSite(c.req.header('origin'), c.req.url)) {
    return messagePage(c, 403, 'Refused', 'This checkout form can only be sent from this site.');
  }
  const userId = userOf(c);
  if (userId === null) {
    return messagePage(c, 403, 'Log in first', 'Log in with the account that placed this order.');
  }
  let decision: CheckoutDecision | null;
  try {
    decision = await readDecision(c);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return messagePage(c, error.status, 'Refused', error.message);
  }
  if (decision === null) {
    return messagePage(c, 400, 'Refused', 'Approve or decline the payment with the buttons.');
  }
  const order = decideCheckout(c.get('ctx'), userId, c.req.param('orderNo') ?? '', decision);
  return order ? c.redirect(returnAddress(c, order), 303) : notFoundPage(c);
}

/**
 * Mounts the checkout (GET shows it, POST decides). Orders catch up with the clock first (even
 * between the timer's ticks: a rare page, unlike the API), so an abandoned checkout shows as
 * expired and can no longer be approved.
 */
export function mountCheckout(app: SandboxApp): void {
  app.use(`${CHECKOUT_PATH}/*`, sweepFirst);
  app.get(`${CHECKOUT_PATH}/:orderNo`, show);
  app.post(`${CHECKOUT_PATH}/:orderNo`, decide);
}
