import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from '@/config/public';

/** The public config the layout writes into every page, as the browser reads it back. */
describe('parsePublicConfig', () => {
  it('reads the API base, the main site and the optional analytics address', () => {
    expect(parsePublicConfig({ apiBase: '/api', mainSite: '/sandbox' })).toEqual({
      apiBase: '/api',
      mainSite: '/sandbox',
    });
    expect(
      parsePublicConfig({ apiBase: '/api', mainSite: '/sandbox', analyticsUrl: '', extra: 1 }),
    ).toEqual({ apiBase: '/api', mainSite: '/sandbox', analyticsUrl: '' });
  });

  it.each([
    ['nothing', null],
    ['no API base', { mainSite: '/sandbox' }],
    ['an empty API base', { apiBase: '', mainSite: '/sandbox' }],
    ['no main site', { apiBase: '/api' }],
    ['a numeric analytics address', { apiBase: '/api', mainSite: '/m', analyticsUrl: 1 }],
  ])('refuses %s', (_, value) => {
    expect(() => parsePublicConfig(value)).toThrow(TypeError);
  });
});
