import { isDecimal } from '@/lib/decimal';
import { fitsScale } from '@/rules/money';

/**
 * The one reading of a number a person typed (issue 13, item 2), shared by every numeric field
 * (market amount filter, order panel, card amount, ad form, transfer, merchant deposit) and by
 * the sandbox where it reads a typed value, so both sides accept and refuse the same text.
 *
 * What is accepted, whatever the page's language:
 * - Persian (۰-۹), Arabic-Indic (٠-٩) and full-width (０-９) digits, read as 0-9; the Arabic
 *   decimal separator `٫` as the point and the Arabic thousands separator `٬` as a comma;
 * - spaces anywhere (`" 1 000 "`, also no-break and thin spaces: French groups with them);
 * - the product's own display convention in every locale (`src/i18n/format.ts`): a comma groups
 *   thousands and a point marks decimals, so `1,000` is one thousand and `1,000.50` too; groups
 *   must be three digits (`1,00` is not a grouping);
 * - a lone comma that cannot be a thousands separator (`12,5`, `0,25`, `1234,567`: not one to
 *   three digits then exactly three) is the decimal comma of ru, uk, es, fr, pt and vi, and so
 *   is a comma after points that group thousands (`1.234,50`). `1,500` stays one thousand five
 *   hundred, as the page itself writes it: the one reading that is ambiguous follows the display.
 *
 * Refused with a typed problem (worded by the caller): nothing typed (`required`), a minus sign
 * (`negative`), anything else that is not a number such as `1.2.3`, `1e3`, `+5` or `1,00,000`
 * (`malformed`), and more fraction digits than the asset has (`scale`; trailing zeros are fine,
 * as `fitsScale` says).
 */

/** What is wrong with a typed number. */
export type NumberInputProblem = 'required' | 'negative' | 'malformed' | 'scale';

/** A typed number read: its canonical decimal string (`"1000.5"`), or why it is not one. */
export type NumberInput = { ok: true; value: string } | { ok: false; problem: NumberInputProblem };

/** More significant digits than this is not an amount anyone means (the wire allows 40 chars). */
const MAX_DIGITS = 30;

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/**
 * `"۱۲٫۵"` → `"12.5"`: Persian and Arabic-Indic digits and separators as ASCII, and full-width
 * ones (`"１２．５"`, from a Chinese or Japanese input method) by compatibility normalisation.
 */
export function toAsciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

/** `"1,234,567.5"` → `"1234567.5"` when the commas group thousands correctly, else null. */
function ungroup(text: string): string | null {
  const [whole = '', fraction, extra] = text.split('.');
  if (extra !== undefined) return null;
  if (!/^\d{1,3}(,\d{3})*$/.test(whole)) return null;
  const digits = whole.replaceAll(',', '');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * Reads a typed number (see the module comment); `scale` is the most fraction digits allowed.
 * Zero passes: whether zero makes sense is the field's rule, not the number's.
 */
export function parseNumberInput(raw: string, scale: number): NumberInput {
  let text = toAsciiDigits(raw).replace(/[\s\u00A0\u202F\u2009]+/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  if (/^[-\u2212]/.test(text)) {
    // A minus before something numeric is a negative number; before anything else, no number.
    return /^[-\u2212][\d.,]*\d[\d.,]*$/.test(text)
      ? { ok: false, problem: 'negative' }
      : { ok: false, problem: 'malformed' };
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, problem: 'malformed' };
  const commas = text.split(',').length - 1;
  if (commas === 1 && !text.includes('.') && !/^\d{1,3},\d{3}$/.test(text)) {
    text = text.replace(',', '.');
  } else if (text.includes('.') && text.lastIndexOf(',') > text.lastIndexOf('.')) {
    // "1.234,50": points group thousands and the comma marks decimals (es, pt, vi, ...).
    const [whole = '', fraction, extra] = text.split(',');
    if (
      extra !== undefined ||
      !/^\d{1,3}(\.\d{3})+$/.test(whole) ||
      !/^\d*$/.test(fraction ?? '')
    ) {
      return { ok: false, problem: 'malformed' };
    }
    text = `${whole.replaceAll('.', '')}.${fraction ?? ''}`;
  } else if (commas > 0) {
    const plain = ungroup(text);
    if (plain === null) return { ok: false, problem: 'malformed' };
    text = plain;
  }
  if (text.startsWith('.')) text = `0${text}`;
  if (text.endsWith('.')) text = text.slice(0, -1);
  text = text.replace(/^0+(?=\d)/, '');
  if (!isDecimal(text) || text.replace('.', '').replace(/^0+/, '').length > MAX_DIGITS) {
    return { ok: false, problem: 'malformed' };
  }
  if (!fitsScale(text, scale)) return { ok: false, problem: 'scale' };
  return { ok: true, value: text };
}
