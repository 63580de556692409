import { z } from 'zod';

import { timestamp } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { c2cOrder, fileId, orderNo, orderRole, orderStatus, recordId } from '@/contract/entities';
import { ORDER_ACTION_REFUSALS, ORDER_REFUSALS } from '@/contract/orders-refusals';

/**
 * Appeals (spec sections 4 and 5; issue 14, item 4). Either party of a paid order may appeal
 * once the minimum wait after payment has passed; the party who did not raise it (the
 * respondent) answers with a statement and evidence; either party says whether they have
 * agreed ("we have agreed": the raiser then withdraws, or the seller releases) or not ("we could
 * not agree": support is asked to decide). Both parties follow the appeal as a timeline. The
 * contact details typed for support are shown to support only: the counterparty never sees them.
 */

/** Why an appeal is raised (the appeal form's required reason; which ones a role may pick: `src/rules/appeal-reasons.ts`). */
export const appealReason = z.enum(
  [
    'paid_not_released',
    'payment_not_received',
    'amount_mismatch',
    'payer_name_mismatch',
    'counterparty_unresponsive',
    'other',
  ],
  { error: 'Please choose a reason for the appeal' },
);
export type AppealReason = z.infer<typeof appealReason>;

/** Open until withdrawn by its raiser or resolved (by release, or by support). */
const appealStatus = z.enum(['open', 'withdrawn', 'resolved']);

/** A party's answer to "have you two agreed?": agreed, or could not agree (support decides). */
export const appealStance = z.enum(['agreed', 'not_agreed'], {
  error: 'Choose whether you have agreed',
});
export type AppealStance = z.infer<typeof appealStance>;

/** Who wrote an entry of the appeal's timeline. */
const appealActor = z.enum(['buyer', 'seller', 'support']);
export type AppealActor = z.infer<typeof appealActor>;

/**
 * The kinds of entry in an appeal's timeline: raised (the raiser's reason, description and
 * evidence), statement (the respondent's answer and evidence), agreed / not_agreed (a party's
 * stance), support_message (what support wrote into the order while the appeal was open),
 * withdrawn (by the raiser), resolved (by the seller's release, or support's decision: the
 * appeal's `resolution` says for whom).
 */
export const appealEntryKind = z.enum([
  'raised',
  'statement',
  'agreed',
  'not_agreed',
  'support_message',
  'withdrawn',
  'resolved',
]);
export type AppealEntryKind = z.infer<typeof appealEntryKind>;

/** One image of evidence: its upload id and where both parties (and support) can see it. */
const appealEvidence = z.object({ fileId, url: z.string() });
export type AppealEvidence = z.infer<typeof appealEvidence>;

/** One step of an appeal's progress, oldest first. `text` is shown as text, never HTML. */
const appealEntry = z.object({
  id: z.string(),
  kind: appealEntryKind,
  by: appealActor,
  /** The viewer wrote it (spares the UI comparing roles). */
  byMe: z.boolean(),
  /** The description, statement or support's message; null for the other kinds. */
  text: z.string().nullable(),
  evidence: z.array(appealEvidence),
  at: timestamp,
});
export type AppealEntry = z.infer<typeof appealEntry>;

/** An appeal as either party sees it; `raisedByMe` spares the UI comparing ids. */
export const orderAppeal = z.object({
  id: recordId,
  orderNo,
  raisedBy: orderRole,
  raisedByMe: z.boolean(),
  reason: appealReason,
  description: z.string(),
  /** What the raiser typed for support: shown back to the raiser only, null for the counterparty. */
  contactPerson: z.string().nullable(),
  contactInfo: z.string().nullable(),
  /** The raiser's evidence (upload ids). */
  evidence: z.array(fileId),
  status: appealStatus,
  /** For a resolved appeal: whose favour (`buyer`: released, `seller`: cancelled). */
  resolution: orderRole.nullable(),
  /** Each party's stance, null until they said (either may change it while the appeal is open). */
  stances: z.object({ buyer: appealStance.nullable(), seller: appealStance.nullable() }),
  /** The respondent has answered (one statement per appeal). */
  answered: z.boolean(),
  /** When a party said they could not agree, asking support to decide; null before. */
  supportRequestedAt: timestamp.nullable(),
  /** The appeal's progress, oldest first. */
  timeline: z.array(appealEntry),
  createdAt: timestamp,
  closedAt: timestamp.nullable(),
});
export type OrderAppeal = z.infer<typeof orderAppeal>;

/** Longest description or statement, in characters (after trimming). */
export const APPEAL_TEXT_MAX = 1000;
/** Most evidence images per description or statement. */
export const APPEAL_EVIDENCE_MAX = 5;

const evidenceList = z
  .array(fileId)
  .max(APPEAL_EVIDENCE_MAX, `Attach at most ${APPEAL_EVIDENCE_MAX} files`)
  .default([]);

/** The appeal form (spec section 5: reason required; description not empty). */
export const appealRequest = z
  .object({
    orderNo,
    reason: appealReason,
    description: z
      .string({ error: 'Appeal description cannot be empty' })
      .trim()
      .min(1, 'Appeal description cannot be empty')
      .max(APPEAL_TEXT_MAX, `Keep the description under ${APPEAL_TEXT_MAX} characters`),
    contactPerson: z
      .string({ error: 'Please enter a contact person' })
      .trim()
      .min(1, 'Please enter a contact person')
      .max(50, 'Keep the contact person under 50 characters'),
    contactInfo: z
      .string({ error: 'Please enter your contact information' })
      .trim()
      .min(1, 'Please enter your contact information')
      .max(100, 'Keep the contact information under 100 characters'),
    evidence: evidenceList,
  })
  .strict();
export type AppealRequest = z.infer<typeof appealRequest>;

/** The respondent's answer: a statement (required) and up to 5 evidence images. */
export const appealAnswerRequest = z
  .object({
    orderNo,
    statement: z
      .string({ error: 'Your statement cannot be empty' })
      .trim()
      .min(1, 'Your statement cannot be empty')
      .max(APPEAL_TEXT_MAX, `Keep the statement under ${APPEAL_TEXT_MAX} characters`),
    evidence: evidenceList,
  })
  .strict();
export type AppealAnswerRequest = z.infer<typeof appealAnswerRequest>;

/** A party says whether they have agreed with the other. */
export const appealStanceRequest = z.object({ orderNo, stance: appealStance }).strict();
export type AppealStanceRequest = z.infer<typeof appealStanceRequest>;

/** An appeal action answers the order and the appeal it touched (`changed` as for orders). */
export const appealActionResult = z.object({
  changed: z.boolean(),
  order: c2cOrder,
  appeal: orderAppeal,
});
export type AppealActionResult = z.infer<typeof appealActionResult>;

/** The complaint page: the latest appeal, every earlier one, and when appealing opens. */
export const appealDetail = z.object({
  orderNo,
  status: orderStatus,
  appeal: orderAppeal.nullable(),
  history: z.array(orderAppeal),
  appealAvailableAt: timestamp.nullable(),
  appealMinWaitMinutes: z.number().int().nonnegative(),
  now: timestamp,
});
export type AppealDetail = z.infer<typeof appealDetail>;

/** Refusal codes of the appeal calls beyond the order's (bad input: code 400 with field errors). */
export const APPEAL_CODES = {
  /** The respondent already answered this appeal (one statement per appeal). */
  appealAlreadyAnswered: 102080,
  /** The order has no appeal in progress (it was withdrawn or resolved meanwhile). */
  appealNotOpen: 102081,
} as const;

export const APPEAL_REFUSALS = {
  appealAlreadyAnswered: refusal({
    code: APPEAL_CODES.appealAlreadyAnswered,
    status: 409,
    summary: 'The respondent has already answered this appeal',
  }),
  appealNotOpen: refusal({
    code: APPEAL_CODES.appealNotOpen,
    status: 409,
    summary: 'The order has no appeal in progress (withdrawn or resolved meanwhile)',
  }),
};

const orderNoQuery = z.object({ orderNo }).strict();

export const ordersAppealEndpoints = {
  c2cOrderAppeal: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/appeal',
    auth: 'user',
    body: appealRequest,
    data: appealActionResult,
    refusals: { ...ORDER_ACTION_REFUSALS, ...pickRefusals(ORDER_REFUSALS, 'appealTooEarly') },
    summary:
      'Either party: raise an appeal on a paid order after the minimum wait (reasons by role)',
  }),
  c2cOrderAppealWithdraw: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/appeal/withdraw',
    auth: 'user',
    body: orderNoQuery,
    data: appealActionResult,
    refusals: ORDER_ACTION_REFUSALS,
    summary: 'The raiser withdraws their open appeal; the trade continues',
  }),
  c2cOrderAppealAnswer: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/appeal/answer',
    auth: 'user',
    body: appealAnswerRequest,
    data: appealActionResult,
    refusals: { ...ORDER_ACTION_REFUSALS, ...APPEAL_REFUSALS },
    summary: 'The respondent: add a statement and up to 5 evidence images to the open appeal',
  }),
  c2cOrderAppealStance: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/appeal/stance',
    auth: 'user',
    body: appealStanceRequest,
    data: appealActionResult,
    refusals: { ...ORDER_ACTION_REFUSALS, ...pickRefusals(APPEAL_REFUSALS, 'appealNotOpen') },
    summary:
      'Either party: "we have agreed" or "we could not agree" (which asks support to decide)',
  }),
  c2cOrderAppealDetail: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/appeal/detail',
    auth: 'user',
    query: orderNoQuery,
    data: appealDetail,
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary:
      'The appeals of one of the user’s orders (with their timelines) and when appealing opens',
  }),
};
