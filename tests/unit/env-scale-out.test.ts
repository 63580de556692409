import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

/**
 * Scale-out (issue 16, item 6): site instances with SANDBOX=off behind nginx, which routes the
 * same-origin `/api` and `/sandbox` to the sandbox (or a real API) running on its own.
 */
describe('server configuration behind a proxy', () => {
  const proxied = {
    SANDBOX: 'off',
    API_INTERNAL_URL: 'http://127.0.0.1:4400/api/',
    PUBLIC_SITE_URL: 'https://p2p.example',
  };

  it('lets the browser keep /api and /sandbox while server rendering calls API_INTERNAL_URL', () => {
    expect(parseEnv(proxied)).toMatchObject({
      SANDBOX: 'off',
      PUBLIC_API_BASE: '/api',
      PUBLIC_MAIN_SITE: '/sandbox',
      API_INTERNAL_URL: 'http://127.0.0.1:4400/api',
    });
  });

  it('turns the embedded sandbox off by default once the API runs apart', () => {
    expect(parseEnv({ API_INTERNAL_URL: 'http://api.internal:8080/api' }).SANDBOX).toBe('off');
  });

  it('still refuses a same-origin API with the sandbox off and no internal address', () => {
    expect(() => parseEnv({ SANDBOX: 'off', PUBLIC_MAIN_SITE: 'https://www.example.com' })).toThrow(
      "Invalid configuration: PUBLIC_API_BASE must be the real API's absolute URL when the sandbox is off, or set API_INTERNAL_URL for an API behind the same origin.",
    );
  });

  it('refuses the stand-in main site without a proxy in front (an absolute API)', () => {
    expect(() =>
      parseEnv({
        PUBLIC_API_BASE: 'https://api.example.com',
        API_INTERNAL_URL: 'http://10.0.0.5/api',
      }),
    ).toThrow(
      "Invalid configuration: PUBLIC_MAIN_SITE must point at the exchange's main site when the sandbox is off.",
    );
  });

  it.each([
    [
      { API_INTERNAL_URL: '/api' },
      'Invalid configuration: API_INTERNAL_URL must be an absolute http(s) URL (the API base, e.g. http://127.0.0.1:4400/api) (got "/api").',
    ],
    [
      { API_INTERNAL_URL: 'http://127.0.0.1:4400/api', SANDBOX: 'on' },
      'Invalid configuration: API_INTERNAL_URL must be unset while the embedded sandbox is on (set SANDBOX=off) (got "http://127.0.0.1:4400/api").',
    ],
    [
      { INSTANCE_ID: 'site a' },
      'Invalid configuration: INSTANCE_ID must be 1 to 64 letters, digits, ".", "_" or "-" (got "site a").',
    ],
  ])('refuses %o with one sentence', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('names the instance only when INSTANCE_ID is set', () => {
    expect(parseEnv({}).INSTANCE_ID).toBeUndefined();
    expect(parseEnv({ INSTANCE_ID: 'site-2' }).INSTANCE_ID).toBe('site-2');
  });
});
