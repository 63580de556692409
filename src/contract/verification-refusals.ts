import { z } from 'zod';
import { timestamp } from '@/contract/common';
import { refusal } from '@/contract/define';

/**
 * The second factor's refusals, shared by every call that asks for one (release an order, save a
 * payment method, merchant actions): one rule, one code. A module of its own so a form that asks
 * for a code does not load another area's refusal table.
 *
 * Attempt limits (issue 15, item 4): a code takes `verify.maxCodeAttempts` wrong tries (5), then
 * it is void and a new one must be sent; for an authenticator app the wrong tries are counted per
 * kind of action. `verify.maxVoidedCodesPerHour` voided codes (3) lock the channel for
 * `verify.lockMinutes` (30): no code is sent or accepted on it until then.
 */

/**
 * What a wrong code says: how many tries the code has left (absent when there was no live code
 * to try: none sent, expired or used). A wrong try that uses the last one answers `codeVoided`.
 */
export const codeInvalidParams = z.object({
  attemptsLeft: z.number().int().min(1).optional(),
});

/** Until when a locked channel takes no code (epoch ms on the exchange clock). */
export const channelLockedParams = z.object({ unlockAt: timestamp });

export const TWO_FACTOR_REFUSALS = {
  /** The two-factor code is wrong, expired or already used; `attemptsLeft` before it is void. */
  codeInvalid: refusal({
    code: 102025,
    params: codeInvalidParams,
    summary:
      'The two-factor code is wrong, expired or already used (`attemptsLeft`: wrong tries the code still takes)',
  }),
  /** Only SMS and email codes exist in this exchange. */
  codeChannelUnavailable: refusal({
    code: 102026,
    summary: 'Only SMS and email codes are accepted',
  }),
  /** Too many wrong tries: the code no longer works, even the right one; send a new one. */
  codeVoided: refusal({
    code: 101006,
    summary:
      'Too many wrong codes: this code is void (an authenticator: wait for the app’s next code); request a new one',
  }),
  /** Too many voided codes within an hour: the channel takes no code until `unlockAt`. */
  channelLocked: refusal({
    code: 101007,
    status: 429,
    params: channelLockedParams,
    summary:
      'Too many voided codes within an hour: no code is sent or accepted on this channel until `unlockAt`',
  }),
};
