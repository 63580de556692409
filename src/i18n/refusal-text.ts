import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import type { EndpointDef } from '@/contract/define';
import type { Params } from '@/i18n/interpolate';
import type { LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';
import { formatUtcDateTime } from '@/i18n/format-time';

/**
 * Refusals worded in the reader's language (issue 13). `locales/<code>/refusals.json` has one
 * message per refusal name (`refusal.<name>`), and a few per code where one name means different
 * things with different parameters in two areas (`refusal.<name>.<code>`, looked up first). A
 * page reads the refusal with `refusalOf` and shows `refusalText`; the server's `msg` is only
 * the fallback for a code the page does not know (a newer server, an undeclared code).
 */

/** The key prefix of every refusal message; field codes are under `refusal.field.`. */
export const REFUSAL_KEY_PREFIX = 'refusal.';

/** The refusal messages an island was handed (see `refusalMessageKeys`), by key. */
export type RefusalMessages = Readonly<Partial<Record<string, string>>>;

/** What `refusalText` reads of a refusal: its name, code, server text and parameters. */
export interface RefusalLike {
  name: string;
  code: number;
  msg: string;
  params: object;
}

/** The keys a refusal may be worded by, the code-specific one first. */
export function refusalKeys(name: string, code: number): [string, string] {
  return [`${REFUSAL_KEY_PREFIX}${name}.${code}`, `${REFUSAL_KEY_PREFIX}${name}`];
}

/** The key of a field code's generic message (`required`, `too_big`...). */
export function fieldCodeKey(code: string): string {
  return `${REFUSAL_KEY_PREFIX}field.${code}`;
}

/** A refusal's parameters as the page shows them, given the raw ones (see `formatAmounts`). */
export type RefusalDisplay = Params | ((params: Readonly<Record<string, unknown>>) => Params);

/**
 * The refusal's parameters ready for a sentence: numbers stay numbers (plural blocks choose by
 * them), times (`…At`, epoch milliseconds) read as UTC date-times, and the caller's `display`
 * values (amounts formatted with the asset's scale and code) replace the raw ones.
 */
function sentenceParams(params: object, display: RefusalDisplay | undefined): Params {
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      out[name] = name.endsWith('At') ? `${formatUtcDateTime(value)} UTC` : value;
    } else if (typeof value === 'string') {
      out[name] = value;
    }
  }
  const shown =
    typeof display === 'function' ? display(params as Record<string, unknown>) : display;
  return { ...out, ...shown };
}

/**
 * The decimal parameters named in `formatters`, each through its formatter (the project's
 * `formatFiat`/`formatCoin` with the asset's scale and code): a page's `display` for a refusal.
 */
export function formatAmounts(
  params: Readonly<Record<string, unknown>>,
  formatters: Readonly<Record<string, (value: string) => string>>,
): Params {
  const out: Params = {};
  for (const [name, format] of Object.entries(formatters)) {
    const value = params[name];
    if (typeof value === 'string') out[name] = format(value);
  }
  return out;
}

/**
 * The refusal in the reader's language, or null when the messages do not know it (or it needs a
 * parameter the answer lacks). Amounts are
 * formatted by the caller (`display`, with the project's formatters); counts pick their plural
 * form in `locale`.
 */
export function refusalText(
  refusal: RefusalLike,
  messages: RefusalMessages,
  locale: LocaleCode,
  display?: RefusalDisplay,
): string | null {
  const template = refusalKeys(refusal.name, refusal.code)
    .map((key) => messages[key])
    .find((text) => text !== undefined && text !== '');
  if (template === undefined) return null;
  const text = formatPlural(template, sentenceParams(refusal.params, display), locale);
  // A parameter the answer lacked (production keeps going) would show as "{name}": the server's
  // own sentence is then the better fallback.
  return /\{\w+[},]/.test(text) ? null : text;
}

/** How `errorText` words a failure it cannot name. */
export interface ErrorTextOptions {
  locale: LocaleCode;
  /** The page's own text for a failure with no answer (offline, timeout) or no message at all. */
  fallback: string;
  /** Display values for the refusal's parameters (formatted amounts), by name. */
  display?: RefusalDisplay;
}

/**
 * What to tell the reader about a failed call of `endpoint`: the translated message of its
 * declared refusal, else the server's `msg` (a code the page does not know), else `fallback`.
 */
export function errorText(
  endpoint: EndpointDef,
  error: unknown,
  messages: RefusalMessages,
  { locale, fallback, display }: ErrorTextOptions,
): string {
  const refusal = refusalOf(endpoint, error);
  const known = refusal && refusalText(refusal, messages, locale, display);
  if (known) return known;
  if (isApiError(error) && error.kind === 'server' && error.msg) return error.msg;
  return fallback;
}

/** The refusal messages an island was handed and the page's language: what words a refusal. */
export interface RefusalWords {
  refusals: RefusalMessages;
  locale: LocaleCode;
}

/**
 * The reason of a failed call of `endpoint` for a page's own sentence ("Submit failed:
 * {reason}"): the translated refusal, else the server's `msg`, else '' (the page then says its
 * generic text). Without `words` only the server's `msg` is known.
 */
export function refusalReason(endpoint: EndpointDef, error: unknown, words?: RefusalWords): string {
  return errorText(endpoint, error, words?.refusals ?? {}, {
    locale: words?.locale ?? 'en',
    fallback: '',
  });
}

/** A field code's generic message (`refusal.field.<code>`), or null when not handed. */
export function fieldCodeText(code: string, refusals: RefusalMessages): string | null {
  return refusals[fieldCodeKey(code)] || null;
}
