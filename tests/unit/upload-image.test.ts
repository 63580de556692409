import { describe, expect, it, vi } from 'vitest';
import { paymentsEndpoints } from '@/contract/payments';

/** The one image upload the appeal evidence and the payment QR code go through. */

const upload = vi.hoisted(() => ({ call: vi.fn(), progress: [] as unknown[] }));
vi.mock('@/client/api', () => ({
  createUploadClient: (onProgress: unknown) => {
    upload.progress.push(onProgress);
    return { call: upload.call };
  },
}));

describe('uploadImage', () => {
  it('posts the file with its purpose on a client of its own, errors handled by the caller', async () => {
    const { uploadImage } = await import('@/client/upload-image');
    const answer = { url: 'https://files.example/1.png', name: '1.png' };
    upload.call.mockResolvedValue(answer);
    const file = new File(['x'], 'qr.png', { type: 'image/png' });
    const onProgress = vi.fn();
    const signal = new AbortController().signal;

    await expect(uploadImage(file, 'appeal_evidence', onProgress, signal)).resolves.toBe(answer);
    expect(upload.progress).toEqual([onProgress]);
    expect(upload.call).toHaveBeenCalledWith(
      paymentsEndpoints.c2cUploadImg,
      { body: { file, purpose: 'appeal_evidence' } },
      { errors: 'self', signal },
    );
  });
});
