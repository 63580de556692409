import { refusal } from '@/contract/define';

/**
 * The second factor's refusals, shared by every call that asks for one (release an order, save a
 * payment method, merchant actions): one rule, one code. A module of its own so a form that asks
 * for a code does not load another area's refusal table.
 */
export const TWO_FACTOR_REFUSALS = {
  /** The two-factor code is wrong, expired or already used. */
  codeInvalid: refusal({
    code: 102025,
    summary: 'The two-factor code is wrong, expired or already used',
  }),
  /** Only SMS and email codes exist in this exchange. */
  codeChannelUnavailable: refusal({
    code: 102026,
    summary: 'Only SMS and email codes are accepted',
  }),
};
