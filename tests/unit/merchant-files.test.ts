import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  imageSizeMessage,
  videoSizeMessage,
  uploadImageRequest,
  uploadVideoRequest,
} from '@/contract/payments';
import { createIslandTranslator } from '@/i18n/island-t';
import {
  acceptFor,
  checkMerchantFile,
  imagePurposeFor,
  maxBytesFor,
  megabytes,
  uploadTypeOf,
} from '@/features/merchant/merchant-files';
import { applyMessages } from '@/features/merchant/server/messages';

const MB = 1024 * 1024;
const en = createIslandTranslator(applyMessages('en'));

describe('merchant application files', () => {
  it('takes the caps of the contract: 10 MB for the ID and address images, 100 MB for the video', () => {
    expect(imagePurposeFor('idPhoto')).toBe('id_photo');
    expect(imagePurposeFor('addressProof')).toBe('address_proof');
    expect(maxBytesFor('image', 'idPhoto')).toBe(IMAGE_MAX_BYTES.id_photo);
    expect(maxBytesFor('image', 'addressProof')).toBe(10 * MB);
    expect(maxBytesFor('video', 'video')).toBe(VIDEO_MAX_BYTES);
  });

  it('accepts jpg, jpeg and png images up to the cap, whatever the case of the name', () => {
    for (const [name, type] of [
      ['id.jpg', 'image/jpeg'],
      ['ID.JPEG', 'image/jpeg'],
      ['proof.png', 'image/png'],
    ] as const) {
      expect(checkMerchantFile({ name, type, size: 10 * MB }, 'image', 'idPhoto')).toBeNull();
    }
  });

  it('refuses other images, empty files and lying types as a format problem', () => {
    const format = { problem: 'format' };
    expect(
      checkMerchantFile({ name: 'a.gif', type: 'image/gif', size: 10 }, 'image', 'idPhoto'),
    ).toEqual(format);
    expect(
      checkMerchantFile({ name: 'a.png', type: 'text/html', size: 10 }, 'image', 'idPhoto'),
    ).toEqual(format);
    expect(
      checkMerchantFile({ name: 'png', type: 'image/png', size: 10 }, 'image', 'idPhoto'),
    ).toEqual(format);
    expect(
      checkMerchantFile({ name: 'a.jpg', type: 'image/jpeg', size: 0 }, 'image', 'idPhoto'),
    ).toEqual(format);
  });

  it('refuses an image over 10 MB with the spec’s message', () => {
    const problem = checkMerchantFile(
      { name: 'id.jpg', type: 'image/jpeg', size: 10 * MB + 1 },
      'image',
      'idPhoto',
    );
    expect(problem).toEqual({ problem: 'size', maxBytes: 10 * MB });
    const size = megabytes(problem?.problem === 'size' ? problem.maxBytes : 0);
    expect(en('merchant.upload.imageSize', { size })).toBe('Upload image size cannot exceed 10MB!');
    expect(en('merchant.upload.imageSize', { size })).toBe(imageSizeMessage(10 * MB));
    expect(en('merchant.upload.imageFormat')).toBe('Only jpg/jpeg/png format images are supported');
  });

  it('accepts mp4, wmv, ogg and mov videos up to 100 MB, even with a type the browser left empty', () => {
    for (const [name, type] of [
      ['me.mp4', 'video/mp4'],
      ['me.wmv', ''],
      ['me.wmv', 'video/x-ms-wmv'],
      ['me.ogg', 'audio/ogg'],
      ['me.mov', 'video/quicktime'],
    ] as const) {
      expect(checkMerchantFile({ name, type, size: 100 * MB }, 'video', 'video'), name).toBeNull();
    }
    expect(
      checkMerchantFile({ name: 'me.avi', type: 'video/x-msvideo', size: 10 }, 'video', 'video'),
    ).toEqual({ problem: 'format' });
    expect(
      checkMerchantFile(
        { name: 'me.mp4', type: 'video/mp4', size: 100 * MB + 1 },
        'video',
        'video',
      ),
    ).toEqual({ problem: 'size', maxBytes: 100 * MB });
    expect(en('merchant.upload.videoSize', { size: 100 })).toBe('Video size cannot exceed 100 MB');
    expect(en('merchant.upload.videoSize', { size: 100 })).toBe(videoSizeMessage(VIDEO_MAX_BYTES));
  });

  it('sends each file with the type its extension names, which the upload contract accepts', () => {
    expect(uploadTypeOf('me.wmv')).toBe('video/x-ms-wmv');
    expect(uploadTypeOf('me.OGG')).toBe('video/ogg');
    expect(uploadTypeOf('id.jpeg')).toBe('image/jpeg');
    const video = new File([new Uint8Array(16)], 'me.ogg', { type: uploadTypeOf('me.ogg') });
    expect(uploadVideoRequest.safeParse({ file: video }).success).toBe(true);
    const image = new File([new Uint8Array(16)], 'id.png', { type: uploadTypeOf('id.png') });
    expect(
      uploadImageRequest.safeParse({ file: image, purpose: imagePurposeFor('idPhoto') }).success,
    ).toBe(true);
  });

  it('offers the accepted extensions and types in the file picker', () => {
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(acceptFor('video').split(',')).toContain('.mov');
  });
});
