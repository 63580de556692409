import { describe, expect, it } from 'vitest';
import { appealReason } from '@/contract/orders-appeal';
import { appealReasonAllowed, appealReasonsFor } from '@/rules/appeal-reasons';

describe('appeal reasons by role', () => {
  it('never offers the buyer what only the seller can know', () => {
    expect(appealReasonsFor('buyer')).toEqual([
      'paid_not_released',
      'amount_mismatch',
      'counterparty_unresponsive',
      'other',
    ]);
    expect(appealReasonAllowed('buyer', 'payment_not_received')).toBe(false);
    expect(appealReasonAllowed('buyer', 'payer_name_mismatch')).toBe(false);
  });

  it('never offers the seller "I paid and was not released"', () => {
    expect(appealReasonsFor('seller')).toEqual([
      'payment_not_received',
      'payer_name_mismatch',
      'amount_mismatch',
      'counterparty_unresponsive',
      'other',
    ]);
    expect(appealReasonAllowed('seller', 'paid_not_released')).toBe(false);
  });

  it('offers every reason of the contract to one side or the other, the shared ones to both', () => {
    const offered = new Set([...appealReasonsFor('buyer'), ...appealReasonsFor('seller')]);
    expect([...offered].sort()).toEqual([...appealReason.options].sort());
    for (const reason of ['amount_mismatch', 'counterparty_unresponsive', 'other'] as const) {
      expect(appealReasonAllowed('buyer', reason) && appealReasonAllowed('seller', reason)).toBe(
        true,
      );
    }
  });

  it('answers a fresh list each time (a caller may sort or filter it)', () => {
    const first = appealReasonsFor('buyer');
    first.pop();
    expect(appealReasonsFor('buyer')).toHaveLength(4);
  });
});
