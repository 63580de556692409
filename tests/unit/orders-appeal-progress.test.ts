import { describe, expect, it } from 'vitest';
import {
  appealConsensus,
  appealStep,
  canAnswer,
  entryWords,
  stancesFor,
} from '@/features/orders/appeal/appeal-progress';
import { appealFixture, entryFixture } from './support/appeal-fixture';
import { NOW } from './support/order-detail';

/**
 * Issue 14, item 4: what the viewer of an appeal does next (answer, wait for the answer,
 * withdraw, release, wait for the seller, wait for support) and how each timeline entry is
 * worded (who, what), for both parties.
 */

describe('the next step of an appeal for its viewer', () => {
  it('asks the respondent to answer and tells the raiser the answer is awaited', () => {
    expect(appealStep(appealFixture(), 'seller')).toEqual({ kind: 'answer' });
    expect(appealStep(appealFixture({ raisedByMe: true }), 'buyer')).toEqual({
      kind: 'await_answer',
    });
    expect(canAnswer(appealFixture())).toBe(true);
    expect(canAnswer(appealFixture({ raisedByMe: true }))).toBe(false);
    expect(canAnswer(appealFixture({ answered: true }))).toBe(false);
    expect(canAnswer(appealFixture({ status: 'withdrawn' }))).toBe(false);
  });

  it('leaves an answered appeal without stances to support', () => {
    expect(appealStep(appealFixture({ answered: true }), 'seller')).toEqual({
      kind: 'await_support',
      asked: false,
    });
  });

  it('after "we have agreed": the raiser withdraws, the seller releases, a buyer respondent waits', () => {
    const agreed = { stances: { buyer: 'agreed', seller: null } } as const;
    // The buyer raised it: the buyer withdraws, the seller releases.
    expect(appealStep(appealFixture({ ...agreed, raisedByMe: true }), 'buyer')).toEqual({
      kind: 'withdraw',
      orRelease: false,
    });
    expect(appealStep(appealFixture(agreed), 'seller')).toEqual({ kind: 'release' });
    // The seller raised it: the seller withdraws or releases, the buyer waits for either.
    const bySeller = { ...agreed, raisedBy: 'seller' } as const;
    expect(appealStep(appealFixture({ ...bySeller, raisedByMe: true }), 'seller')).toEqual({
      kind: 'withdraw',
      orRelease: true,
    });
    expect(appealStep(appealFixture(bySeller), 'buyer')).toEqual({ kind: 'await_other' });
  });

  it('after "we could not agree" from either side, support decides (an "agreed" does not undo it)', () => {
    const split = appealFixture({
      stances: { buyer: 'agreed', seller: 'not_agreed' },
      supportRequestedAt: NOW,
    });
    expect(appealConsensus(split.stances)).toBe('not_agreed');
    expect(appealStep(split, 'buyer')).toEqual({ kind: 'await_support', asked: true });
    expect(appealStep(split, 'seller')).toEqual({ kind: 'await_support', asked: true });
    expect(stancesFor(split, 'seller')).toEqual({ mine: 'not_agreed', theirs: 'agreed' });
  });

  it('has nothing left to do on a withdrawn or resolved appeal', () => {
    expect(appealStep(appealFixture({ status: 'withdrawn' }), 'buyer')).toEqual({
      kind: 'closed',
    });
    expect(
      appealStep(appealFixture({ status: 'resolved', resolution: 'buyer' }), 'seller'),
    ).toEqual({ kind: 'closed' });
  });
});

describe('the wording of a timeline entry', () => {
  it('names who wrote it as the viewer reads it', () => {
    expect(entryWords(entryFixture({ byMe: true }), null).who).toBe('appeal.who.me');
    expect(entryWords(entryFixture({ by: 'seller' }), null).who).toBe('appeal.who.seller');
    expect(entryWords(entryFixture({ by: 'support', kind: 'support_message' }), null)).toEqual({
      who: 'appeal.who.support',
      what: 'appeal.timeline.support_message',
      tone: 'support',
    });
  });

  it('words each kind, the decision by its resolution and a seller’s release as such', () => {
    expect(entryWords(entryFixture({ kind: 'statement', by: 'seller' }), null).what).toBe(
      'appeal.timeline.statement',
    );
    expect(entryWords(entryFixture({ kind: 'not_agreed' }), null)).toMatchObject({
      what: 'appeal.timeline.not_agreed',
      tone: 'disagree',
    });
    expect(entryWords(entryFixture({ kind: 'resolved', by: 'support' }), 'seller').what).toBe(
      'appeal.timeline.resolvedSeller',
    );
    expect(entryWords(entryFixture({ kind: 'resolved', by: 'support' }), 'buyer').what).toBe(
      'appeal.timeline.resolvedBuyer',
    );
    expect(entryWords(entryFixture({ kind: 'resolved', by: 'seller' }), 'buyer').what).toBe(
      'appeal.timeline.released',
    );
  });
});
