import { describe, expect, it } from 'vitest';
import { uploadEntryTexts } from '@/components/UploadEntry';
import { createIslandTranslator } from '@/i18n/island-t';
import appeal from '../../locales/en/appeal.json';
import payments from '../../locales/en/payments.json';

/**
 * The upload entry's texts, worded by each feature from its own messages under one prefix: the
 * appeal evidence and the payment QR code say the same things in their own words.
 */
describe('uploadEntryTexts', () => {
  it('words an uploading file with its percent and name', () => {
    const t = createIslandTranslator(appeal);
    const texts = uploadEntryTexts(t, 'appeal.evidence', {
      name: 'receipt.png',
      state: { status: 'uploading', percent: 42 },
      doneKey: 'appeal.evidence.uploaded',
    });
    expect(texts).toEqual({
      uploading: t('appeal.evidence.uploading', { percent: 42 }),
      progressLabel: t('appeal.evidence.progress', { name: 'receipt.png' }),
      failed: t('appeal.evidence.failed'),
      done: t('appeal.evidence.uploaded'),
      retry: t('appeal.evidence.retry'),
      retryLabel: t('appeal.evidence.retryLabel', { name: 'receipt.png' }),
      remove: t('appeal.evidence.remove'),
      removeLabel: t('appeal.evidence.removeLabel', { name: 'receipt.png' }),
    });
    expect(texts.uploading).toContain('42');
    expect(texts.retryLabel).toContain('receipt.png');
  });

  it('says 0 percent once the upload is no longer running, and takes the feature’s done key', () => {
    const t = createIslandTranslator(payments);
    const texts = uploadEntryTexts(t, 'payments.image', {
      name: 'QR code',
      state: { status: 'failed', detail: null },
      doneKey: 'payments.image.done',
    });
    expect(texts.uploading).toBe(t('payments.image.uploading', { percent: 0 }));
    expect(texts.done).toBe(payments['payments.image.done']);
    expect(texts.removeLabel).toBe(t('payments.image.removeLabel', { name: 'QR code' }));
  });
});
