import type { PaymentFieldType } from '@/contract/payments';

/**
 * What the list shows of a saved detail: enough to recognise the account, not enough for
 * someone looking over the user's shoulder to use it. Names (the holder, the bank) stay
 * readable; account numbers and phones keep their last 4 digits; an email keeps its first two
 * letters and its domain. Images are not text (the list says an image is on file). Pure.
 */

const KEEP = 4;
const STARS = '****';

/** True when a text value looks like an account number or a code rather than a name. */
function isNumberLike(value: string): boolean {
  return (value.match(/\d/g) ?? []).length >= KEEP;
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskTail(value);
  return `${value.slice(0, Math.min(2, at))}${STARS}${value.slice(at)}`;
}

function maskTail(value: string): string {
  return value.length <= KEEP ? value : `${STARS}${value.slice(-KEEP)}`;
}

/** The display form of one saved value; null for an image (shown as "image on file"). */
export function maskDetail(type: PaymentFieldType, value: string): string | null {
  switch (type) {
    case 'image':
      return null;
    case 'email':
      return maskEmail(value);
    case 'phone':
    case 'number':
      return maskTail(value);
    default:
      return isNumberLike(value) ? maskTail(value) : value;
  }
}
