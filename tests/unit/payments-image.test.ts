import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  imageSizeMessage,
  uploadImageRequest,
} from '@/contract/payments';
import { interpolate } from '@/i18n/interpolate';
import en from '../../locales/en/payments.json';
import {
  checkPaymentImage,
  PAYMENT_IMAGE_ACCEPT,
  PAYMENT_IMAGE_MAX_BYTES,
  PAYMENT_IMAGE_MAX_MB,
  PAYMENT_IMAGE_PURPOSE,
} from '@/features/payments/payment-image';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('payment method image checks before upload', () => {
  it('takes the cap from the contract (spec: 5 MB for payment-method images)', () => {
    expect(PAYMENT_IMAGE_PURPOSE).toBe('payment');
    expect(PAYMENT_IMAGE_MAX_BYTES).toBe(IMAGE_MAX_BYTES.payment);
    expect(PAYMENT_IMAGE_MAX_BYTES).toBe(5 * MB);
    expect(PAYMENT_IMAGE_MAX_MB).toBe(5);
  });

  it('accepts jpg, jpeg and png by name and type, up to the cap', () => {
    expect(checkPaymentImage(file('qr.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPaymentImage(file('qr.JPEG', 'image/jpeg'))).toBeNull();
    expect(checkPaymentImage(file('qr.png', 'image/png', 5 * MB))).toBeNull();
  });

  it('refuses other formats, files named or typed otherwise, and empty files', () => {
    expect(checkPaymentImage(file('qr.gif', 'image/gif'))).toBe('type');
    expect(checkPaymentImage(file('qr.bmp', 'image/bmp'))).toBe('type');
    expect(checkPaymentImage(file('qr.png', 'application/pdf'))).toBe('type');
    expect(checkPaymentImage(file('png', 'image/png'))).toBe('type');
    expect(checkPaymentImage(file('.png', 'image/png'))).toBe('type');
    expect(checkPaymentImage(file('qr.png', 'image/png', 0))).toBe('type');
  });

  it('refuses an image one byte over the cap, format first for a large GIF', () => {
    expect(checkPaymentImage(file('qr.png', 'image/png', 5 * MB + 1))).toBe('size');
    expect(checkPaymentImage(file('qr.gif', 'image/gif', 6 * MB))).toBe('type');
  });

  it('agrees with the upload request schema on what is too big', () => {
    const over = new File([new Uint8Array(PAYMENT_IMAGE_MAX_BYTES + 1)], 'qr.png', {
      type: 'image/png',
    });
    const result = uploadImageRequest.safeParse({ file: over, purpose: PAYMENT_IMAGE_PURPOSE });
    expect(result.success).toBe(false);
    expect(checkPaymentImage(over)).toBe('size');
  });

  it('words the refusals exactly as the spec (and the contract) do', () => {
    expect(interpolate(en['payments.image.size'], { size: PAYMENT_IMAGE_MAX_MB })).toBe(
      imageSizeMessage(PAYMENT_IMAGE_MAX_BYTES),
    );
    expect(imageSizeMessage(PAYMENT_IMAGE_MAX_BYTES)).toBe('Upload image size cannot exceed 5MB!');
    expect(en['payments.image.type']).toBe(IMAGE_FORMAT_MESSAGE);
  });

  it('offers only jpg, jpeg and png in the file picker', () => {
    expect(PAYMENT_IMAGE_ACCEPT.split(',').sort()).toEqual(
      ['.jpeg', '.jpg', '.png', 'image/jpeg', 'image/png'].sort(),
    );
  });
});
