import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('server configuration', () => {
  it('has working defaults: port 4321, same-origin API, sandbox on', () => {
    expect(parseEnv({})).toEqual({
      PORT: 4321,
      HOST: 'localhost',
      PUBLIC_API_BASE: '/api',
      PUBLIC_MAIN_SITE: '/sandbox',
      PUBLIC_SITE_URL: 'http://localhost:4321',
      SANDBOX: 'on',
      SANDBOX_CONTROLS: 'loopback',
      SANDBOX_PUSH_LOOPBACK: 'off',
      DATA_DIR: '.data',
      SHELL_CACHE_SECONDS: 60,
      HTML_CACHE_MS: 1000,
      SEED_ADS: 0,
    });
  });

  it('accepts a visitor HTML cache time in whole milliseconds up to a minute', () => {
    expect(parseEnv({ HTML_CACHE_MS: '0' }).HTML_CACHE_MS).toBe(0);
    expect(() => parseEnv({ HTML_CACHE_MS: '-5' })).toThrow(
      'Invalid configuration: HTML_CACHE_MS must be a whole number of milliseconds (got "-5").',
    );
    expect(() => parseEnv({ HTML_CACHE_MS: '120000' })).toThrow(/HTML_CACHE_MS must be at most/);
  });

  it('accepts a whole number of extra seeded ads and refuses anything else', () => {
    expect(parseEnv({ SEED_ADS: '5000' }).SEED_ADS).toBe(5000);
    expect(() => parseEnv({ SEED_ADS: '-3' })).toThrow(
      'Invalid configuration: SEED_ADS must be a whole number of ads (got "-3").',
    );
    expect(() => parseEnv({ SEED_ADS: '1.5' })).toThrow(/SEED_ADS/);
    expect(() => parseEnv({ SEED_ADS: '1000000' })).toThrow(/SEED_ADS must be at most 100000/);
  });

  it('accepts a shell cache time in whole seconds and refuses anything else', () => {
    expect(parseEnv({ SHELL_CACHE_SECONDS: '0' }).SHELL_CACHE_SECONDS).toBe(0);
    expect(() => parseEnv({ SHELL_CACHE_SECONDS: '-1' })).toThrow(
      'Invalid configuration: SHELL_CACHE_SECONDS must be a whole number of seconds (got "-1").',
    );
    expect(() => parseEnv({ SHELL_CACHE_SECONDS: 'soon' })).toThrow(/SHELL_CACHE_SECONDS/);
  });

  it('opens the sandbox controls to loopback clients only unless SANDBOX_CONTROLS says otherwise', () => {
    expect(parseEnv({}).SANDBOX_CONTROLS).toBe('loopback');
    expect(parseEnv({ SANDBOX_CONTROLS: 'on' }).SANDBOX_CONTROLS).toBe('on');
    expect(parseEnv({ SANDBOX_CONTROLS: 'off' }).SANDBOX_CONTROLS).toBe('off');
  });

  it('turns the sandbox off when the API points elsewhere, unless SANDBOX says on', () => {
    const real = {
      PUBLIC_API_BASE: 'https://api.example.com/',
      PUBLIC_MAIN_SITE: 'https://www.example.com',
    };
    expect(parseEnv(real)).toMatchObject({
      SANDBOX: 'off',
      PUBLIC_API_BASE: 'https://api.example.com',
    });
    expect(parseEnv({ ...real, SANDBOX: 'on' }).SANDBOX).toBe('on');
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc").',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "70000").',
    ],
    [{ SANDBOX: 'maybe' }, 'Invalid configuration: SANDBOX must be "on" or "off" (got "maybe").'],
    [
      { SANDBOX_CONTROLS: 'yes' },
      'Invalid configuration: SANDBOX_CONTROLS must be "loopback", "on" or "off" (got "yes").',
    ],
    [
      { PUBLIC_API_BASE: 'ftp://x' },
      'Invalid configuration: PUBLIC_API_BASE must be a path starting with "/" or an absolute http(s) URL (got "ftp://x").',
    ],
    [
      { PUBLIC_API_BASE: 'https://api.example.com' },
      "Invalid configuration: PUBLIC_MAIN_SITE must point at the exchange's main site when the sandbox is off.",
    ],
    [
      { PUBLIC_API_BASE: '/v1' },
      'Invalid configuration: PUBLIC_API_BASE must be /api (where the embedded sandbox answers) or an absolute URL (got "/v1").',
    ],
    [
      { SANDBOX: 'off', PUBLIC_MAIN_SITE: 'https://www.example.com' },
      "Invalid configuration: PUBLIC_API_BASE must be the real API's absolute URL when the sandbox is off, or set API_INTERNAL_URL for an API behind the same origin.",
    ],
  ])('refuses %o with one sentence', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
