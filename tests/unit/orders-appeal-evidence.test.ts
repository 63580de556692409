import { describe, expect, it } from 'vitest';
import { appealRequest } from '@/contract/orders-appeal';
import { uploadImageRequest } from '@/contract/payments';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MAX_MB,
  EVIDENCE_PURPOSE,
  checkEvidenceFile,
  sortPickedFiles,
} from '@/features/orders/appeal/evidence';
import { formatFileSize } from '@/lib/file-size';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('evidence file checks', () => {
  it('accepts jpg, jpeg and png images', () => {
    expect(checkEvidenceFile(file('proof.jpg', 'image/jpeg'))).toBeNull();
    expect(checkEvidenceFile(file('proof.JPEG', 'image/jpeg'))).toBeNull();
    expect(checkEvidenceFile(file('chat.png', 'image/png'))).toBeNull();
  });

  it('refuses any other format, by name or by type', () => {
    expect(checkEvidenceFile(file('anim.gif', 'image/gif'))).toBe('type');
    expect(checkEvidenceFile(file('scan.bmp', 'image/bmp'))).toBe('type');
    expect(checkEvidenceFile(file('photo.heic', 'image/heic'))).toBe('type');
    expect(checkEvidenceFile(file('renamed.png', 'application/pdf'))).toBe('type');
    expect(checkEvidenceFile(file('noextension', 'image/png'))).toBe('type');
    expect(checkEvidenceFile(file('empty.png', 'image/png', 0))).toBe('type');
  });

  it('refuses images above the cap, accepts one exactly at it', () => {
    expect(checkEvidenceFile(file('big.png', 'image/png', EVIDENCE_MAX_BYTES))).toBeNull();
    expect(checkEvidenceFile(file('big.png', 'image/png', EVIDENCE_MAX_BYTES + 1))).toBe('size');
  });

  it('uses the cap the upload call applies to its purpose (5 MB)', () => {
    expect(EVIDENCE_MAX_MB).toBe(5);
    const upload = (size: number) =>
      uploadImageRequest.safeParse({
        file: new File([new Uint8Array(size)], 'proof.png', { type: 'image/png' }),
        purpose: EVIDENCE_PURPOSE,
      }).success;
    expect(upload(EVIDENCE_MAX_BYTES)).toBe(true);
    expect(upload(EVIDENCE_MAX_BYTES + 1)).toBe(false);
    expect(EVIDENCE_MAX_BYTES).toBe(5 * MB);
  });

  it('attaches at most as many images as the appeal request takes', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `file_0000000${i}`);
    const request = (evidence: string[]) =>
      appealRequest.safeParse({
        orderNo: '261122142154305317',
        reason: 'other',
        description: 'x',
        contactPerson: 'x',
        contactInfo: 'x',
        evidence,
      }).success;
    expect(request(ids(EVIDENCE_MAX_FILES))).toBe(true);
    expect(request(ids(EVIDENCE_MAX_FILES + 1))).toBe(false);
  });
});

describe('sorting a batch of picked files', () => {
  it('accepts valid images while there is room, refuses the rest with their reason', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('b.gif', 'image/gif'),
      file('c.jpg', 'image/jpeg', 6 * MB),
      file('d.jpg', 'image/jpeg'),
      file('e.jpg', 'image/jpeg'),
    ];
    const outcomes = sortPickedFiles(picked, 3);
    expect(outcomes.map((o) => (o.accepted ? 'ok' : o.problem))).toEqual([
      'ok',
      'type',
      'size',
      'ok',
      'tooMany',
    ]);
  });

  it('accepts nothing once the appeal is full', () => {
    const outcomes = sortPickedFiles([file('a.png', 'image/png')], EVIDENCE_MAX_FILES);
    expect(outcomes).toEqual([{ file: picked('a.png'), accepted: false, problem: 'tooMany' }]);
  });

  it('shows sizes in KB below 1 MB and MB above, in the locale’s words', () => {
    const en = { mb: '{size} MB', kb: '{size} KB' };
    expect(formatFileSize(100, en)).toBe('1 KB');
    expect(formatFileSize(350 * 1024, en)).toBe('350 KB');
    expect(formatFileSize(1.5 * MB, en)).toBe('1.5 MB');
    expect(formatFileSize(2 * MB, { mb: '{size} Mo', kb: '{size} Ko' })).toBe('2.0 Mo');
  });
});

function picked(name: string) {
  return file(name, 'image/png');
}
