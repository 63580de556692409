import { z } from 'zod';
import { appealAnswerRequest } from '@/contract/orders-appeal';
import { evidenceSlots, type EvidenceSlot } from '@/features/orders/appeal/appeal-form';

/**
 * The respondent's answer form and its request in one schema, as the appeal form does
 * (`appeal-form.ts`): the fields are checked with the viewer's own words, then turned into the
 * `order/appeal/answer` body and checked by the contract's own schema, so the form accepts
 * exactly what the request may carry. The statement's limit is the contract's.
 */

/** Longest statement the request accepts (read from the contract's schema). */
export const STATEMENT_MAX = appealAnswerRequest.shape.statement.maxLength ?? 1000;

export interface AnswerFormValues {
  statement: string;
  evidence: EvidenceSlot[];
}

export const EMPTY_ANSWER_FORM: AnswerFormValues = { statement: '', evidence: [] };

/** Every message the schema may give, by key (translated by the caller). */
type AnswerProblemKey =
  | 'appeal.answer.required'
  | 'appeal.answer.tooLong'
  | 'appeal.evidence.tooMany'
  | 'appeal.evidence.pending'
  | 'appeal.evidence.hasFailed';

export type AnswerText = (key: AnswerProblemKey, params?: { max: number }) => string;

/** Builds the schema for one order; `text` words each problem in the viewer's language. */
export function answerFormSchema(orderNo: string, text: AnswerText) {
  return z
    .object({
      statement: z
        .string()
        .trim()
        .min(1, text('appeal.answer.required'))
        .max(STATEMENT_MAX, text('appeal.answer.tooLong', { max: STATEMENT_MAX })),
      evidence: evidenceSlots(text),
    })
    .transform((values): z.input<typeof appealAnswerRequest> => ({
      orderNo,
      statement: values.statement,
      evidence: values.evidence.flatMap((slot) => (slot.status === 'done' ? [slot.fileId] : [])),
    }))
    .pipe(appealAnswerRequest);
}
