import { z } from 'zod';

import { amountDecimal, coinCode } from '@/contract/asset-codes';
import { refusal } from '@/contract/define';
import { codeInvalidParams, TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';

/** Business codes of refused merchant calls (the UI reacts to the code, not to `msg`). */
export const MERCHANT_CODES = {
  /** 'Merchant application portal is closed'. */
  portalClosed: 104001,
  /** Identity verification is required before applying. */
  identityRequired: 104002,
  /** 'Your {currency} balance is less than {num}': `data.coin`, `data.amount`. */
  balanceTooLow: 104003,
  /** The deposit offered is below the required one; `data.coin`, `data.amount`. */
  depositTooLow: 104004,
  /** The action does not fit the application's state (apply while under review, lock twice...). */
  stateConflict: 104005,
  /** Deposit release with listed ads or open orders; `data.listedAds`, `data.openOrders`. */
  releaseBlocked: 104006,
  /** An uploaded file is missing, not the user's, or of the wrong kind for its field. */
  fileInvalid: 104007,
  /** The two-factor code is wrong, expired or already used. */
  codeInvalid: 104008,
} as const;

/** The merchant refusals with their parameters; each call picks the ones it can answer. */
export const MERCHANT_REFUSALS = {
  portalClosed: refusal({
    code: MERCHANT_CODES.portalClosed,
    summary: 'The merchant application portal is closed',
  }),
  identityRequired: refusal({
    code: MERCHANT_CODES.identityRequired,
    summary: 'Identity verification is required before applying',
  }),
  balanceTooLow: refusal({
    code: MERCHANT_CODES.balanceTooLow,
    params: z.object({ coin: coinCode, amount: amountDecimal }),
    summary: 'The P2P balance is below `amount` `coin`',
  }),
  depositTooLow: refusal({
    code: MERCHANT_CODES.depositTooLow,
    params: z.object({ coin: coinCode, amount: amountDecimal }),
    summary: 'The deposit offered is below the required `amount` `coin`',
  }),
  stateConflict: refusal({
    code: MERCHANT_CODES.stateConflict,
    status: 409,
    summary: 'The action does not fit the application’s state',
  }),
  releaseBlocked: refusal({
    code: MERCHANT_CODES.releaseBlocked,
    params: z.object({
      listedAds: z.number().int().nonnegative(),
      openOrders: z.number().int().nonnegative(),
    }),
    summary: 'The deposit cannot be released with listed ads or open orders',
  }),
  fileInvalid: refusal({
    code: MERCHANT_CODES.fileInvalid,
    summary: 'An uploaded file is missing or wrong for its field (field errors per file)',
  }),
  codeInvalid: refusal({
    code: MERCHANT_CODES.codeInvalid,
    params: codeInvalidParams,
    summary:
      'The two-factor code is wrong, expired or already used (`attemptsLeft`: wrong tries the code still takes)',
  }),
  /** The second factor's channel refusal and attempt limits are the same rules as for orders. */
  codeChannelUnavailable: TWO_FACTOR_REFUSALS.codeChannelUnavailable,
  codeVoided: TWO_FACTOR_REFUSALS.codeVoided,
  channelLocked: TWO_FACTOR_REFUSALS.channelLocked,
};
