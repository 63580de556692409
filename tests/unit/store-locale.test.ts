// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $locale, localeFromDocument, setLocale } from '@/stores/locale';

describe('$locale', () => {
  it('keeps the locale it is given', () => {
    setLocale('fa');
    expect($locale.get()).toBe('fa');
    setLocale('en');
    expect($locale.get()).toBe('en');
  });

  it('reads the locale code from the BCP 47 tag on <html lang>', () => {
    document.documentElement.lang = 'zh-Hant';
    expect(localeFromDocument(document)).toBe('zh-TC');
    document.documentElement.lang = 'pt-BR';
    expect(localeFromDocument(document)).toBe('pt');
    document.documentElement.lang = 'xx';
    expect(localeFromDocument(document)).toBe('en');
  });

  it('defaults to en', () => {
    setLocale('en');
    expect($locale.get()).toBe('en');
  });
});
