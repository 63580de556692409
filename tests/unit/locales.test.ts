import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@/i18n/locales';
import { interpolate } from '@/i18n/interpolate';
import { placeholderNames } from '@/i18n/plural';
import { createTranslator } from '@/i18n/t';

const root = join(import.meta.dirname, '../../locales');
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, unknown>;
const placeholders = placeholderNames;
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('has one folder per UI language and nothing else', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual([...LOCALE_CODES].sort());
    expect(readdirSync(root).filter((name) => name.endsWith('.json'))).toEqual([]);
  });

  for (const locale of LOCALE_CODES) {
    for (const file of namespaces) {
      it(`${locale}/${file} has exactly the keys of en, each a non-empty string with the same placeholders`, () => {
        const en = read('en', file);
        const other = read(locale, file);
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(other)) {
          expect(typeof value, `${locale}:${key}`).toBe('string');
          expect((value as string).trim(), `${locale}:${key}`).not.toBe('');
          expect(placeholders(value as string), `${locale}:${key}`).toEqual(
            placeholders(en[key] as string),
          );
        }
      });
    }
  }
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Buy {coin} for {fiat}', { coin: 'USDT' })).toBe('Buy USDT for {fiat}');
  });

  it('answers in the requested language, never a process-wide one', () => {
    const fa = createTranslator('fa');
    const en = createTranslator('en');
    expect(en('session.login')).toBe('Log in');
    expect(fa('session.login')).toBe('ورود');
    expect(en('market.title.buy', { coin: 'BTC' })).toBe('Buy BTC');
  });
});
