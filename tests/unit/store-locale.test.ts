// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $isRtl, $locale, localeFromDocument, setLocale } from '@/stores/locale';

describe('$locale', () => {
  it('flags fa as right-to-left and English as left-to-right', () => {
    setLocale('fa');
    expect($isRtl.get()).toBe(true);
    setLocale('en');
    expect($isRtl.get()).toBe(false);
  });

  it('reads the locale code from the BCP 47 tag on <html lang>', () => {
    document.documentElement.lang = 'zh-Hant';
    expect(localeFromDocument(document)).toBe('zh-TC');
    document.documentElement.lang = 'xx';
    expect(localeFromDocument(document)).toBe('en');
  });

  it('defaults to en', () => {
    setLocale('en');
    expect($locale.get()).toBe('en');
  });
});
