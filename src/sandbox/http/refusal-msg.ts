import { formatExact } from '@/i18n/format';
import type { Params } from '@/i18n/interpolate';
import type { LocaleCode } from '@/i18n/locales';
import { refusalText, type RefusalMessages } from '@/i18n/refusal-text';
import { messagesFor } from '@/i18n/t';

/**
 * The sandbox's `msg` for a declared refusal in the request's language (issue 13): the same
 * dictionary and the same wording rule as the pages (`locales/<lang>/refusals.json` through
 * `refusalText`: code-specific key first, plural blocks, `…At` times as UTC), so a page that
 * falls back on `msg` for a code it does not know still speaks the reader's language.
 */

/** A plain decimal as the contract sends money: `"1287.5"`. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * How the parameters read in a sentence here, where the asset's scale is not known: decimals
 * with every digit they have (at least two) and grouped, followed by the refusal's coin when
 * it names one (the dictionaries leave the unit to the caller, as pages add it).
 */
function displayOf(params: Readonly<Record<string, unknown>>): Params {
  const coin = typeof params.coin === 'string' ? params.coin : null;
  const shown: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'coin' || typeof value !== 'string' || !DECIMAL.test(value)) continue;
    const amount = formatExact(value);
    shown[name] = coin ? `${amount} ${coin}` : amount;
  }
  return shown;
}

/**
 * `msg` of the refusal `name` (envelope `code`, parameters as in `data`) in `lang`, or null when
 * the dictionary has no text for it or the answer lacks a parameter the text needs: the
 * sandbox's own English sentence is then said.
 */
export function refusalMsg(
  name: string,
  code: number,
  data: Readonly<Record<string, unknown>> | null,
  lang: LocaleCode,
): string | null {
  const { errors: _fieldErrors, ...params } = data ?? {};
  const messages = messagesFor(lang) as unknown as RefusalMessages;
  return refusalText({ name, code, msg: '', params }, messages, lang, displayOf);
}
