import { z } from 'zod';
import { coinCode } from '@/contract/asset-codes';
import { merchantStatus, orderNo, orderStatus } from '@/contract/entities';
import { supplierCode } from '@/contract/card';
import { accountType } from '@/contract/wallet';
import { orderRole } from '@/contract/entities';
import { empty, positiveDecimal, timestamp } from '@/contract/common';
import { endpoint, OK, pickRefusals, type Method } from '@/contract/define';
import { chatMessage, chatText } from '@/contract/orders-chat';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';
import { internalMessage } from '@/contract/user';

/**
 * Control calls of the embedded sandbox (never present on the real exchange): start a session
 * as a demo persona, move the clock, reseed, read the codes that "were sent", push a message,
 * make chosen API calls fail (fault injection).
 * Scripts, end-to-end tests and demo users use them; the product UI does not.
 */
export const PERSONAS = ['user', 'verified', 'merchant', 'wallet', 'agent'] as const;
export const persona = z.enum(PERSONAS, {
  error: `Choose one of the demo accounts: ${PERSONAS.join(', ')}`,
});
export type Persona = z.infer<typeof persona>;

/** Ten years: enough for any scenario, small enough to stay a safe integer in milliseconds. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;

/** HTTP statuses a fault may answer: the ones a real outage or gateway gives. */
const FAULT_STATUSES = [500, 502, 503, 504] as const;
const FAULT_DEFAULT_STATUS = 503;
/** The `msg` of a fault given none (the sandbox says it in the request's `lang`). */
export const FAULT_DEFAULT_MSG = 'Service temporarily unavailable';
/** More faults than contract calls would only mean overlapping ones, which are refused anyway. */
const MAX_FAULTS = 100;

const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const satisfies readonly Method[];
const faultMethod = z.enum(FAULT_METHODS, {
  error: 'Choose one of the methods GET, POST, PUT, DELETE',
});
const faultStatus = z.literal(FAULT_STATUSES, {
  error: `Choose one of the HTTP statuses ${FAULT_STATUSES.join(', ')}`,
});
const faultCode = z
  .number()
  .int()
  .min(1)
  .max(999_999)
  .refine((code) => code !== OK, 'Code 200 means success; a fault needs an error code');
const faultMsg = z.string().trim().min(1, 'Give the fault a message').max(500);
const faultTimes = z.number().int().min(1).max(1_000_000);

/**
 * One fault as sent: which contract call fails (`path` is the contract's path template, e.g.
 * `/user/internal-msgs/:id`; no `method` means every method of that path), how (HTTP `status`,
 * envelope `code`, which defaults to the status, and `msg`) and for how many calls (`times`; none
 * means until the set is replaced, cleared or the sandbox reset). Whether the path exists in the
 * contract is checked by the sandbox, which owns the endpoint table.
 */
const faultInput = z
  .object({
    method: faultMethod.optional(),
    path: z
      .string()
      .max(200)
      .regex(/^\/\S*$/, 'Give an API contract path such as "/user/config/languages"'),
    status: faultStatus.default(FAULT_DEFAULT_STATUS),
    code: faultCode.optional(),
    msg: faultMsg.default(FAULT_DEFAULT_MSG),
    times: faultTimes.optional(),
  })
  .strict();

/**
 * An active fault, every default filled in; `times` is how many calls it still fails (absent:
 * until cleared). The same shape is accepted back by `POST /sandbox/faults`, so a set read with
 * GET can be saved and restored as is.
 */
const activeFault = z.object({
  method: faultMethod.optional(),
  path: z.string(),
  status: faultStatus,
  code: z.number().int(),
  msg: z.string(),
  times: faultTimes.optional(),
});
export type ActiveFault = z.infer<typeof activeFault>;

const faultSet = z.object({ faults: z.array(activeFault) });

export const sandboxEndpoints = {
  sandboxSession: endpoint({
    method: 'POST',
    path: '/sandbox/session',
    auth: 'public',
    body: z.object({ persona }).strict(),
    data: z.object({ token: z.string(), persona }),
    summary: 'Logs in as a demo persona: returns the token and sets the session cookie.',
  }),
  sandboxClock: endpoint({
    method: 'POST',
    path: '/sandbox/clock',
    auth: 'public',
    body: z.object({ advanceSeconds: z.number().int().min(0).max(MAX_ADVANCE_SECONDS) }).strict(),
    data: z.object({ now: timestamp }),
    summary: 'Moves sandbox time forward (0 just reads it); returns the new time.',
  }),
  sandboxReset: endpoint({
    method: 'POST',
    path: '/sandbox/reset',
    auth: 'public',
    data: empty,
    summary: 'Deletes all data (sessions too) and seeds the demo data again.',
  }),
  sandboxCodes: endpoint({
    method: 'GET',
    path: '/sandbox/codes',
    auth: 'public',
    /** A phone as `+<area code><number>` (spaces and dashes ignored) or an email. */
    query: z.object({ target: z.string().min(3).max(254) }).strict(),
    data: z.object({
      target: z.string(),
      channel: z.enum(['sms', 'email', 'voice']),
      code: z.string(),
      sentAt: timestamp,
      expiresAt: timestamp,
    }),
    summary:
      'The last verification code sent to a phone or email, by SMS, voice call or email (nothing leaves the sandbox).',
  }),
  sandboxMessages: endpoint({
    method: 'POST',
    path: '/sandbox/messages',
    auth: 'public',
    body: z
      .object({
        persona,
        title: z.string().trim().min(1, 'Give the message a title').max(200),
        content: z.string().trim().min(1, 'Give the message some content').max(5000),
      })
      .strict(),
    data: internalMessage,
    summary: 'Pushes an internal message to a persona (and a user.messages socket event).',
  }),
  sandboxSetFaults: endpoint({
    method: 'POST',
    path: '/sandbox/faults',
    auth: 'public',
    body: z
      .object({
        faults: z
          .array(faultInput)
          .max(MAX_FAULTS, `Give at most ${MAX_FAULTS} faults (one per contract call)`),
      })
      .strict(),
    data: faultSet,
    summary:
      'Replaces the set of failing API calls (an empty list clears it); returns the active set.',
  }),
  sandboxResolveAppeal: endpoint({
    method: 'POST',
    path: '/sandbox/appeals/resolve',
    auth: 'public',
    body: z.object({ orderNo, favour: orderRole, message: chatText.optional() }).strict(),
    data: z.object({ changed: z.boolean(), orderNo, status: orderStatus }),
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound', 'stateConflict'),
    summary:
      'Stands in for support: resolves an order under appeal for the buyer (release) or the seller (cancel); a `message` is written into the order’s chat as support first.',
  }),
  sandboxChatSupport: endpoint({
    method: 'POST',
    path: '/sandbox/orders/chat/support',
    auth: 'public',
    body: z.object({ orderNo, text: chatText }).strict(),
    data: chatMessage,
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary:
      'Stands in for support: writes a message into an order’s chat as support (also after the chat window closed); `data` as the buyer reads it.',
  }),
  sandboxFaults: endpoint({
    method: 'GET',
    path: '/sandbox/faults',
    auth: 'public',
    data: faultSet,
    summary: 'The active fault set: which API calls fail, how, and how many times more.',
  }),
  sandboxAuthenticator: endpoint({
    method: 'GET',
    path: '/sandbox/authenticator',
    auth: 'public',
    query: z.object({ persona }).strict(),
    data: z.object({ persona, code: z.string(), validUntil: timestamp }),
    summary:
      'The code a persona’s authenticator app shows now (sandbox clock); 404 when none is bound.',
  }),
  sandboxMerchantState: endpoint({
    method: 'POST',
    path: '/sandbox/merchant/state',
    auth: 'public',
    body: z
      .object({
        persona,
        status: merchantStatus,
        failReason: z.string().min(1).max(200).optional(),
      })
      .strict(),
    data: z.object({ persona, status: merchantStatus }),
    summary:
      'Puts a persona in any merchant application state (under review, failed, approved, certified, portal closed...).',
  }),
  sandboxReferencePrice: endpoint({
    method: 'POST',
    path: '/sandbox/market/price',
    auth: 'public',
    body: z.object({ coin: coinCode, usdPrice: positiveDecimal }).strict(),
    data: z.object({ coin: coinCode, usdPrice: positiveDecimal }),
    summary:
      'Moves the USD reference price of a P2P coin (floating ads and the ad form follow it).',
  }),
  sandboxSupplierMode: endpoint({
    method: 'POST',
    path: '/sandbox/third-party/supplier',
    auth: 'public',
    body: z
      .object({ supplier: supplierCode, mode: z.enum(['normal', 'fail', 'timeout']) })
      .strict(),
    data: z.object({ supplier: supplierCode, mode: z.enum(['normal', 'fail', 'timeout']) }),
    summary: 'Makes one card provider fail or time out (or work again); the others keep quoting.',
  }),
  sandboxBalance: endpoint({
    method: 'POST',
    path: '/sandbox/balance',
    auth: 'public',
    body: z
      .object({ persona, account: accountType, coin: coinCode, available: positiveDecimal })
      .strict(),
    data: z.object({ persona, account: accountType, coin: coinCode, available: positiveDecimal }),
    summary: 'Sets the available balance of a persona in one account and coin.',
  }),
} as const;
