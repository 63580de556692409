import { describe, expect, it } from 'vitest';
import { appealReason, appealRequest } from '@/contract/orders-appeal';
import {
  APPEAL_LIMITS,
  APPEAL_REASONS,
  EMPTY_APPEAL_FORM,
  appealFormSchema,
  type AppealFormValues,
  type AppealText,
} from '@/features/orders/appeal/appeal-form';
import { appealMessageKeys } from '@/features/orders/appeal/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';

const ORDER_NO = '261122142154305317';
const english = createIslandTranslator(pickMessages('en', appealMessageKeys()), 'en');
const text: AppealText = (key, params) => english(key, params);
const schema = appealFormSchema(ORDER_NO, text);

const filled: AppealFormValues = {
  reason: 'paid_not_released',
  description: '  I paid 100 GBP at 14:22 and the seller does not release.  ',
  contactPerson: ' Vera Collins ',
  contactInfo: 'verified@example.com',
  evidence: [],
};

/** The messages of a failed parse, by field. */
function problems(values: AppealFormValues): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

describe('appeal form schema', () => {
  it('turns a filled form into the appeal request, trimmed, for this order', () => {
    const result = schema.parse({
      ...filled,
      evidence: [
        { status: 'done', fileId: 'file_abcdefgh' },
        { status: 'done', fileId: 'file_12345678' },
      ],
    });
    expect(result).toEqual({
      orderNo: ORDER_NO,
      reason: 'paid_not_released',
      description: 'I paid 100 GBP at 14:22 and the seller does not release.',
      contactPerson: 'Vera Collins',
      contactInfo: 'verified@example.com',
      evidence: ['file_abcdefgh', 'file_12345678'],
    });
    expect(appealRequest.safeParse(result).success).toBe(true);
  });

  it('requires a reason from the contract’s list', () => {
    expect(problems({ ...filled, reason: '' }).reason).toEqual([
      'Please choose a reason for the appeal',
    ]);
    expect(problems({ ...filled, reason: 'bored' }).reason).toHaveLength(1);
    expect(APPEAL_REASONS).toEqual(appealReason.options);
  });

  it('says "Appeal description cannot be empty" for an empty or blank description', () => {
    expect(problems({ ...filled, description: '' }).description).toEqual([
      'Appeal description cannot be empty',
    ]);
    expect(problems({ ...filled, description: '   \n ' }).description).toEqual([
      'Appeal description cannot be empty',
    ]);
  });

  it('requires the contact person and information', () => {
    const found = problems({ ...EMPTY_APPEAL_FORM, reason: 'other', description: 'x' });
    expect(found.contactPerson).toEqual(['Please enter a contact person']);
    expect(found.contactInfo).toEqual(['Please enter your contact information']);
  });

  it('keeps to the contract’s lengths', () => {
    expect(APPEAL_LIMITS).toEqual({ description: 1000, contactPerson: 50, contactInfo: 100 });
    expect(problems({ ...filled, description: 'x'.repeat(1000) })).toEqual({});
    expect(problems({ ...filled, description: 'x'.repeat(1001) }).description).toEqual([
      'Keep the description under 1000 characters',
    ]);
    expect(problems({ ...filled, contactPerson: 'x'.repeat(51) }).contactPerson).toHaveLength(1);
    expect(problems({ ...filled, contactInfo: 'x'.repeat(101) }).contactInfo).toHaveLength(1);
  });

  it('waits for uploads, and refuses to leave failed ones behind silently', () => {
    expect(
      problems({
        ...filled,
        evidence: [{ status: 'done', fileId: 'file_abcdefgh' }, { status: 'uploading' }],
      }).evidence,
    ).toEqual(['Please wait until the images have been uploaded']);
    expect(problems({ ...filled, evidence: [{ status: 'failed' }] }).evidence).toEqual([
      'Remove the images that failed to upload, or retry them',
    ]);
  });

  it('takes at most five images, as the request does', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      status: 'done' as const,
      fileId: `file_0000000${i}`,
    }));
    expect(problems({ ...filled, evidence: six }).evidence).toEqual([
      'You can attach at most 5 images',
    ]);
    expect(problems({ ...filled, evidence: six.slice(0, 5) })).toEqual({});
  });

  it('words its problems in the viewer’s language', () => {
    const fa = createIslandTranslator(pickMessages('fa', appealMessageKeys()), 'fa');
    const faSchema = appealFormSchema(ORDER_NO, (key, params) => fa(key, params));
    const result = faSchema.safeParse({ ...filled, description: '' });
    expect(result.success).toBe(false);
    const message = result.success ? '' : (result.error.issues[0]?.message ?? '');
    expect(message).toBe(fa('appeal.validation.description'));
    expect(message).not.toBe('Appeal description cannot be empty');
  });
});
