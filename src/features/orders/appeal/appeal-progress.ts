import type { OrderRole } from '@/contract/entities';
import type { AppealEntry, AppealStance, OrderAppeal } from '@/contract/orders-appeal';

/**
 * Where an appeal stands for one viewer, and how its timeline is worded (issue 14, item 4).
 * Shared by the appeal page and the order page's appeal card, so both say the same next step.
 * Pure: keys only, the callers translate.
 *
 * Decisions (the issue is silent on them; as on Binance / Bybit / OKX P2P):
 * - "We could not agree" from either party asks support to decide, for as long as either party
 *   still says so (a later "agreed" by one side does not cancel the other's "could not agree").
 * - "We have agreed" from either party (and "could not agree" from neither) makes the next step
 *   the trade's own: its raiser withdraws the appeal, or the seller releases the crypto.
 * - Before any stance, the respondent's answer is awaited; once answered, support reviews.
 */

/** What happens next on an appeal, for the viewer. */
export type AppealStep =
  /** The viewer did not raise it and has not answered yet: their answer is awaited. */
  | { kind: 'answer' }
  /** The viewer raised it: the other party's answer is awaited. */
  | { kind: 'await_answer' }
  /** Agreed, the viewer raised it: they withdraw it (a seller may release instead). */
  | { kind: 'withdraw'; orRelease: boolean }
  /** Agreed, the viewer is the seller and did not raise it: they release. */
  | { kind: 'release' }
  /** Agreed, the viewer is the buyer who did not raise it: the seller withdraws or releases. */
  | { kind: 'await_other' }
  /** Support decides (someone could not agree, or both spoke and support reviews). */
  | { kind: 'await_support'; asked: boolean }
  /** Withdrawn or resolved: nothing more to do on it. */
  | { kind: 'closed' };

/** The appeal's shared state: agreed, not agreed (support asked), or neither said yet. */
export function appealConsensus(stances: OrderAppeal['stances']): AppealStance | null {
  const said = [stances.buyer, stances.seller];
  if (said.includes('not_agreed')) return 'not_agreed';
  if (said.includes('agreed')) return 'agreed';
  return null;
}

/** The next step of `appeal` for the party in `role`. */
export function appealStep(appeal: OrderAppeal, role: OrderRole): AppealStep {
  if (appeal.status !== 'open') return { kind: 'closed' };
  const consensus = appealConsensus(appeal.stances);
  if (consensus === 'not_agreed') return { kind: 'await_support', asked: true };
  if (consensus === 'agreed') {
    if (appeal.raisedByMe) return { kind: 'withdraw', orRelease: role === 'seller' };
    return role === 'seller' ? { kind: 'release' } : { kind: 'await_other' };
  }
  if (appeal.supportRequestedAt !== null) return { kind: 'await_support', asked: true };
  if (!appeal.answered) return appeal.raisedByMe ? { kind: 'await_answer' } : { kind: 'answer' };
  return { kind: 'await_support', asked: false };
}

/** Whether the viewer may answer: an open appeal they did not raise, not answered yet. */
export function canAnswer(appeal: OrderAppeal): boolean {
  return appeal.status === 'open' && !appeal.raisedByMe && !appeal.answered;
}

/** The viewer's own stance and the other party's, for "You: …" / "The buyer: …". */
export function stancesFor(
  appeal: OrderAppeal,
  role: OrderRole,
): { mine: AppealStance | null; theirs: AppealStance | null } {
  const other: OrderRole = role === 'buyer' ? 'seller' : 'buyer';
  return { mine: appeal.stances[role], theirs: appeal.stances[other] };
}

/** Who wrote an entry, as the viewer reads it. */
export type AppealWhoKey =
  'appeal.who.me' | 'appeal.who.buyer' | 'appeal.who.seller' | 'appeal.who.support';

/** What an entry says happened (a noun phrase: no subject to agree with in any language). */
export type AppealWhatKey =
  | 'appeal.timeline.raised'
  | 'appeal.timeline.statement'
  | 'appeal.timeline.agreed'
  | 'appeal.timeline.not_agreed'
  | 'appeal.timeline.support_message'
  | 'appeal.timeline.withdrawn'
  | 'appeal.timeline.released'
  | 'appeal.timeline.resolvedBuyer'
  | 'appeal.timeline.resolvedSeller';

/** The wording of one timeline entry: who, what, and the kind's tone (for its marker). */
export interface EntryWords {
  who: AppealWhoKey;
  what: AppealWhatKey;
  tone: 'info' | 'agree' | 'disagree' | 'support' | 'end';
}

/**
 * Words one entry. A `resolved` entry by the seller is their release (the crypto went to the
 * buyer); by support, it is the decision, worded by the appeal's `resolution`.
 */
export function entryWords(entry: AppealEntry, resolution: OrderRole | null): EntryWords {
  const who: AppealWhoKey = entry.byMe ? 'appeal.who.me' : `appeal.who.${entry.by}`;
  switch (entry.kind) {
    case 'raised':
      return { who, what: 'appeal.timeline.raised', tone: 'info' };
    case 'statement':
      return { who, what: 'appeal.timeline.statement', tone: 'info' };
    case 'agreed':
      return { who, what: 'appeal.timeline.agreed', tone: 'agree' };
    case 'not_agreed':
      return { who, what: 'appeal.timeline.not_agreed', tone: 'disagree' };
    case 'support_message':
      return { who, what: 'appeal.timeline.support_message', tone: 'support' };
    case 'withdrawn':
      return { who, what: 'appeal.timeline.withdrawn', tone: 'end' };
    case 'resolved':
      if (entry.by !== 'support') return { who, what: 'appeal.timeline.released', tone: 'end' };
      return {
        who,
        what:
          resolution === 'seller'
            ? 'appeal.timeline.resolvedSeller'
            : 'appeal.timeline.resolvedBuyer',
        tone: 'end',
      };
  }
}
