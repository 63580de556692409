import { DEFAULT_LOCALE, type LocaleCode } from '@/i18n/locales';
import en from '../../locales/en/common.json';

/**
 * Typed dictionaries. English defines the keys; every other locale must have every key
 * (tests/unit/locales.test.ts fails otherwise). Dictionaries are picked per request: there is no
 * process-wide "current language".
 */
export type Messages = typeof en;
export type MessageKey = keyof Messages;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const files = import.meta.glob<{ default: Partial<Messages> }>('../../locales/*/common.json', {
  eager: true,
});

const dictionaries: Partial<Record<string, Partial<Messages>>> = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.split('/').at(-2), mod.default]),
);

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: Params) {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The messages of one locale, completed with English for a key a file might still lack. */
export function messagesFor(locale: LocaleCode): Messages {
  return { ...en, ...(dictionaries[locale] ?? {}) };
}

/** A translator bound to one locale. */
export function createTranslator(locale: LocaleCode = DEFAULT_LOCALE): Translate {
  const messages = messagesFor(locale);
  return (key, params) => interpolate(messages[key], params);
}
