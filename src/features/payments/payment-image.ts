import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIMES,
  type ImagePurpose,
} from '@/contract/payments';

/**
 * Images of a payment method (a QR code): jpg/jpeg/png up to the contract's cap for the
 * `payment` purpose (spec section 5: 5 MB). Checked here before any upload, so a wrong file
 * costs no bandwidth and gets the spec's own message; the server checks again (and the
 * content's magic bytes, which a browser cannot vouch for). Pure.
 */

/** The upload purpose payment-method images are sent with. */
export const PAYMENT_IMAGE_PURPOSE = 'payment' as const satisfies ImagePurpose;

/** Size cap of one image, in bytes, from the contract. */
export const PAYMENT_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES[PAYMENT_IMAGE_PURPOSE];

/** The cap in whole MB as the size message shows it ('…cannot exceed 5MB!'). */
export const PAYMENT_IMAGE_MAX_MB = Math.floor(PAYMENT_IMAGE_MAX_BYTES / (1024 * 1024));

/** What the file picker offers: extensions and types, for browsers that match on either. */
export const PAYMENT_IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...IMAGE_MIMES,
].join(',');

/** Why a picked file is refused before upload: its format, or its size. */
type ImageProblem = 'type' | 'size';

/** What is checked of a picked file (a `File` has all three). */
interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Checks a picked file: a jpg/jpeg/png by both name and declared type (an empty file is no
 * image either), then the size cap. Format first: a large GIF is refused for being a GIF.
 */
export function checkPaymentImage(file: PickedFile): ImageProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = (IMAGE_MIMES as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk || file.size <= 0) return 'type';
  if (file.size > PAYMENT_IMAGE_MAX_BYTES) return 'size';
  return null;
}
