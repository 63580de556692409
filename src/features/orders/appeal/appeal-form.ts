import { z } from 'zod';
import type { OrderRole } from '@/contract/entities';
import { appealReason, appealRequest, type AppealReason } from '@/contract/orders-appeal';
import { appealReasonAllowed } from '@/rules/appeal-reasons';
import { EVIDENCE_MAX_FILES } from '@/features/orders/appeal/evidence';

/**
 * The appeal form and the appeal request in one schema (react-hook-form + zod resolver): the
 * form's values are checked with the viewer's own words (spec section 5: reason required,
 * 'Appeal description cannot be empty'), then turned into the `order/appeal` body and checked
 * by the contract's own request schema, so what the form accepts is exactly what the request
 * may carry. The length limits are the contract's.
 */

/** The reasons, in the contract's order (the select lists them so). */
export const APPEAL_REASONS: readonly AppealReason[] = appealReason.options;

/** Longest texts the request accepts (read from the contract's schema). */
export const APPEAL_LIMITS = {
  description: appealRequest.shape.description.maxLength ?? 1000,
  contactPerson: appealRequest.shape.contactPerson.maxLength ?? 50,
  contactInfo: appealRequest.shape.contactInfo.maxLength ?? 100,
} as const;

/** An evidence image as the form sees it: still uploading, failed, or stored under `fileId`. */
export type EvidenceSlot =
  { status: 'uploading' } | { status: 'failed' } | { status: 'done'; fileId: string };

export interface AppealFormValues {
  /** An appeal reason, or '' while none is chosen. */
  reason: string;
  description: string;
  contactPerson: string;
  contactInfo: string;
  evidence: EvidenceSlot[];
}

export const EMPTY_APPEAL_FORM: AppealFormValues = {
  reason: '',
  description: '',
  contactPerson: '',
  contactInfo: '',
  evidence: [],
};

/** Every message the schema may give, by key (translated by the caller). */
type AppealProblemKey =
  | 'appeal.validation.reason'
  | 'appeal.validation.description'
  | 'appeal.validation.descriptionTooLong'
  | 'appeal.validation.contactPerson'
  | 'appeal.validation.contactPersonTooLong'
  | 'appeal.validation.contactInfo'
  | 'appeal.validation.contactInfoTooLong'
  | 'appeal.evidence.tooMany'
  | 'appeal.evidence.pending'
  | 'appeal.evidence.hasFailed';

export type AppealText = (key: AppealProblemKey, params?: { max: number }) => string;

type EvidenceProblemKey =
  'appeal.evidence.tooMany' | 'appeal.evidence.pending' | 'appeal.evidence.hasFailed';

/**
 * The evidence slots of a form (the appeal's and the respondent's answer): at most
 * EVIDENCE_MAX_FILES, none still uploading nor failed; `text` words the problem.
 */
export function evidenceSlots(text: (key: EvidenceProblemKey, params?: { max: number }) => string) {
  return z
    .array(
      z.discriminatedUnion('status', [
        z.object({ status: z.literal('uploading') }),
        z.object({ status: z.literal('failed') }),
        z.object({ status: z.literal('done'), fileId: z.string() }),
      ]),
    )
    .superRefine((slots, ctx) => {
      if (slots.length > EVIDENCE_MAX_FILES) {
        ctx.addIssue({
          code: 'custom',
          message: text('appeal.evidence.tooMany', { max: EVIDENCE_MAX_FILES }),
        });
      } else if (slots.some((slot) => slot.status === 'uploading')) {
        ctx.addIssue({ code: 'custom', message: text('appeal.evidence.pending') });
      } else if (slots.some((slot) => slot.status === 'failed')) {
        ctx.addIssue({ code: 'custom', message: text('appeal.evidence.hasFailed') });
      }
    });
}

function isReason(value: string): value is AppealReason {
  return (APPEAL_REASONS as readonly string[]).includes(value);
}

/**
 * Builds the schema for one order; `text` words each problem in the viewer's language. With
 * `role`, only that party's reasons pass (`appealReasonsFor`, the sandbox's rule too).
 */
export function appealFormSchema(orderNo: string, text: AppealText, role?: OrderRole) {
  const requiredText = (required: AppealProblemKey, tooLong: AppealProblemKey, max: number) =>
    z.string().trim().min(1, text(required)).max(max, text(tooLong, { max }));
  return z
    .object({
      reason: z
        .string()
        .refine(
          (value) => isReason(value) && (role === undefined || appealReasonAllowed(role, value)),
          text('appeal.validation.reason'),
        ),
      description: requiredText(
        'appeal.validation.description',
        'appeal.validation.descriptionTooLong',
        APPEAL_LIMITS.description,
      ),
      contactPerson: requiredText(
        'appeal.validation.contactPerson',
        'appeal.validation.contactPersonTooLong',
        APPEAL_LIMITS.contactPerson,
      ),
      contactInfo: requiredText(
        'appeal.validation.contactInfo',
        'appeal.validation.contactInfoTooLong',
        APPEAL_LIMITS.contactInfo,
      ),
      evidence: evidenceSlots(text),
    })
    .transform((values): z.input<typeof appealRequest> => ({
      orderNo,
      reason: values.reason as AppealReason,
      description: values.description,
      contactPerson: values.contactPerson,
      contactInfo: values.contactInfo,
      evidence: values.evidence.flatMap((slot) => (slot.status === 'done' ? [slot.fileId] : [])),
    }))
    .pipe(appealRequest);
}
