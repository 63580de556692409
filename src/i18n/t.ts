import type { Params } from '@/i18n/interpolate';
import { DEFAULT_LOCALE, type LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';
import enCommon from '../../locales/en/common.json';
import enShell from '../../locales/en/shell.json';

/**
 * Typed dictionaries. English defines the keys; every other locale must have every key
 * (tests/unit/locales.test.ts fails otherwise). Dictionaries are picked per request: there is no
 * process-wide "current language".
 */
const en = { ...enCommon, ...enShell };
type Messages = typeof en;
export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, params?: Params) => string;

const files = import.meta.glob<{ default: Partial<Messages> }>('../../locales/*/*.json', {
  eager: true,
});

/** Every namespace file of a locale merged into one dictionary (keys are unique across files). */
const dictionaries: Partial<Record<string, Partial<Messages>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const code = path.split('/').at(-2) ?? '';
  dictionaries[code] = { ...dictionaries[code], ...mod.default };
}

const prepared = new Map<LocaleCode, Readonly<Messages>>();

/**
 * The messages of one locale, completed with English for a key a file might still lack. Built
 * once per locale and frozen: every request of that locale shares it (copying a 1,200-key
 * dictionary per request was a tenth of the server's rendering time).
 */
export function messagesFor(locale: LocaleCode): Readonly<Messages> {
  let messages = prepared.get(locale);
  if (!messages) {
    messages = Object.freeze({ ...en, ...(dictionaries[locale] ?? {}) });
    prepared.set(locale, messages);
  }
  return messages;
}

/**
 * A translator bound to one locale; ICU plural blocks in a message are filled in that locale's
 * plural rules (`formatPlural`), so a page never writes "1 orders".
 */
export function createTranslator(locale: LocaleCode = DEFAULT_LOCALE): Translate {
  const messages = messagesFor(locale);
  return (key, params) => formatPlural(messages[key], params ?? {}, locale);
}
