// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ELEMENT_ID, track } from '@/client/analytics';
import { SANDBOX_ANALYTICS_URL } from '@/config/public';
import { routeTable } from '@/config/routes';
import {
  ANALYTICS_LOCALES,
  ANALYTICS_PROPS,
  ANALYTICS_ROUTES,
  analyticsBeacon,
  analyticsEndpoints,
  findPersonalData,
} from '@/contract/analytics';
import { LOCALE_CODES } from '@/i18n/locales';
import { CONSENT_COOKIE, consentIn, OLD_NOTICE_COOKIE, parseConsent } from '@/lib/consent';
import { analyticsRoute } from '@/shell/analytics-route';
import { analyticsConnectSources } from '@/server/analytics-origin';
import { defineCookieNoticeElement } from '@/shell/elements/cookie-notice-element';
import { $, mount } from './support/shell-dom';

/**
 * Consent and analytics on the page (issue 15, item 8): the choice in the `consent` cookie, the
 * `track` function that sends nothing without it, the notice's element (banner, dialog, page
 * view, chunk failures) and the contract lists that must follow the route and locale tables.
 */

const COLLECT = '/api/analytics/collect';

/** CookieNotice.astro's markup, undecided (with the banner). */
const NOTICE = `
  <footer>
    <p2p-cookie-notice id="${ANALYTICS_ELEMENT_ID}" data-route="market" data-locale="fa"
      data-collect="${COLLECT}">
      <button type="button" data-consent="manage">Cookie settings</button>
      <dialog aria-labelledby="consent-title">
        <form method="dialog">
          <h2 id="consent-title">Cookie settings</h2>
          <input type="checkbox" role="switch" checked disabled />
          <input type="checkbox" role="switch" name="analytics" />
          <button type="submit" value="cancel">Close</button>
          <button type="submit" value="save">Save choices</button>
        </form>
      </dialog>
      <div class="cookie-notice" role="region" aria-label="Cookie policy" data-banner>
        <button type="button" data-consent="manage">Manage</button>
        <button type="button" data-consent="necessary">Necessary only</button>
        <button type="button" data-consent="analytics">Accept all</button>
      </div>
    </p2p-cookie-notice>
  </footer>`;

let beacons: [string, string][] = [];

function clearCookies() {
  for (const name of [CONSENT_COOKIE, OLD_NOTICE_COOKIE])
    document.cookie = `${name}=; Path=/; Max-Age=0`;
}

beforeAll(() => defineCookieNoticeElement());

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => {
      beacons.push([url, body]);
      return true;
    }),
  });
});

afterEach(() => {
  document.body.replaceChildren();
  clearCookies();
});

const sent = () => beacons.map(([, body]) => JSON.parse(body) as unknown);

describe('the consent cookie', () => {
  it('reads a choice, and anything else (the old "Got it" too) as none', () => {
    expect(parseConsent('analytics')).toBe('analytics');
    expect(parseConsent('necessary')).toBe('necessary');
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(consentIn('cookie_notice=1; theme=moon')).toBeNull();
    expect(consentIn('theme=moon; consent=necessary; tz=UTC')).toBe('necessary');
    expect(consentIn('myconsent=analytics')).toBeNull();
  });
});

describe('track', () => {
  it('sends nothing without analytics consent, and queues nothing for later', () => {
    mount(NOTICE);
    expect(track('market_filter', { filter: 'fiat' })).toBe(false);
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    expect(track('market_filter', { filter: 'fiat' })).toBe(false);
    expect(beacons).toEqual([]);
    document.cookie = `${CONSENT_COOKIE}=analytics; Path=/`;
    expect(beacons).toEqual([]);
    expect(track('order_placed', { side: 'buy', asset: 'USDT', fiat: 'GBP' })).toBe(true);
    expect(beacons).toEqual([
      [COLLECT, '{"name":"order_placed","props":{"side":"buy","asset":"USDT","fiat":"GBP"}}'],
    ]);
  });

  it('sends nothing when the server names no collector (analytics off)', () => {
    mount(NOTICE.replace(`data-collect="${COLLECT}"`, 'data-collect=""'));
    document.cookie = `${CONSENT_COOKIE}=analytics; Path=/`;
    expect(track('market_filter', { filter: 'sort' })).toBe(false);
    expect(beacons).toEqual([]);
  });
});

describe('<p2p-cookie-notice>', () => {
  it('sends the page view on load only with analytics consent', async () => {
    mount(NOTICE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beacons).toEqual([]);
    document.body.replaceChildren();
    // The server read the cookie and marks the notice (`data-analytics`): the page does not.
    document.cookie = `${CONSENT_COOKIE}=analytics; Path=/`;
    mount(NOTICE.replace('data-locale="fa"', 'data-locale="fa" data-analytics'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(sent()).toEqual([{ name: 'page_view', props: { route: 'market', locale: 'fa' } }]);
  });

  it('"Necessary only" saves the choice, drops the old dismissal and the banner, sends nothing', async () => {
    document.cookie = `${OLD_NOTICE_COOKIE}=1; Path=/`;
    mount(NOTICE);
    $('[data-consent=necessary]').click();
    await vi.waitFor(() => expect(consentIn(document.cookie)).toBe('necessary'));
    expect(document.cookie).not.toContain(`${OLD_NOTICE_COOKIE}=`);
    expect(document.querySelector('[data-banner]')).toBeNull();
    expect(document.activeElement).toBe($('[data-consent=manage]'));
    window.dispatchEvent(new CustomEvent('p2p:chunk-error', { detail: { chunk: 'OrderPanel' } }));
    expect(beacons).toEqual([]);
  });

  it('"Accept all" saves the choice and sends this page’s view once', async () => {
    mount(NOTICE);
    $('[data-consent=analytics]').click();
    await vi.waitFor(() => expect(consentIn(document.cookie)).toBe('analytics'));
    expect(document.querySelector('[data-banner]')).toBeNull();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(sent()).toEqual([{ name: 'page_view', props: { route: 'market', locale: 'fa' } }]);
  });

  it('reports a chunk the loader could not fetch, by its name only', async () => {
    document.cookie = `${CONSENT_COOKIE}=analytics; Path=/`;
    mount(NOTICE.replace('data-locale="fa"', 'data-locale="fa" data-analytics'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    beacons = [];
    const detail = { chunk: 'OrderPanel?v=1#x', timedOut: true };
    window.dispatchEvent(new CustomEvent('p2p:chunk-error', { detail }));
    expect(sent()).toEqual([{ name: 'chunk_error', props: { chunk: 'OrderPanelv1x' } }]);
  });

  it('the dialog saves the switch: analytics off again stops the events', async () => {
    document.cookie = `${CONSENT_COOKIE}=analytics; Path=/`;
    mount(NOTICE);
    const dialog = $<HTMLDialogElement>('dialog');
    const box = $<HTMLInputElement>('[name=analytics]');
    dialog.showModal = vi.fn();
    $('[data-consent=manage]').click();
    await vi.waitFor(() => expect(dialog.showModal).toHaveBeenCalledOnce());
    expect(box.checked).toBe(true);
    box.checked = false;
    dialog.returnValue = 'save';
    dialog.dispatchEvent(new Event('close'));
    expect(consentIn(document.cookie)).toBe('necessary');
    beacons = [];
    expect(track('market_filter', { filter: 'fiat' })).toBe(false);
    expect(beacons).toEqual([]);
  });

  it('closing the dialog without saving changes nothing', async () => {
    mount(NOTICE);
    const dialog = $<HTMLDialogElement>('dialog');
    dialog.showModal = vi.fn();
    $('[data-consent=manage]').click();
    await vi.waitFor(() => expect(dialog.showModal).toHaveBeenCalledOnce());
    expect($<HTMLInputElement>('[name=analytics]').checked).toBe(false);
    $<HTMLInputElement>('[name=analytics]').checked = true;
    dialog.returnValue = 'cancel';
    dialog.dispatchEvent(new Event('close'));
    expect(consentIn(document.cookie)).toBeNull();
    expect(document.querySelector('[data-banner]')).not.toBeNull();
  });
});

describe('the analytics contract', () => {
  it('names every page route and every locale, and the sandbox collector’s path', () => {
    // Pages are `.astro` files; endpoints (sign-out, language, the QR image) are not page views,
    // and the offline page runs no script at all.
    const pages = Object.entries(routeTable)
      .filter(([name, info]) => info.page.endsWith('.astro') && name !== 'offline')
      .map(([name]) => name);
    expect([...ANALYTICS_ROUTES].sort()).toEqual([...pages, 'notFound'].sort());
    expect([...ANALYTICS_LOCALES]).toEqual([...LOCALE_CODES]);
    expect(SANDBOX_ANALYTICS_URL).toBe(`/api${analyticsEndpoints.analyticsCollect.path}`);
  });

  it('lets the page reach a collector on another host (CSP connect-src), nothing else', () => {
    expect(analyticsConnectSources('https://stats.example/collect?x=1')).toEqual([
      'https://stats.example',
    ]);
    expect(analyticsConnectSources(SANDBOX_ANALYTICS_URL)).toEqual([]);
    expect(analyticsConnectSources('off')).toEqual([]);
    expect(analyticsConnectSources(undefined)).toEqual([]);
  });

  it('gives a page view the route’s name, never its path', () => {
    expect(analyticsRoute('/')).toBe('root');
    expect(analyticsRoute('/buy_USDT')).toBe('market');
    expect(analyticsRoute('/order/detail/20260101000001')).toBe('order');
    expect(analyticsRoute('/releaseAdvertising')).toBe('releaseAdvertising');
    expect(analyticsRoute('/releaseAdvertising/42')).toBe('releaseAdvertising');
    expect(analyticsRoute('/thirdParty/faq')).toBe('cardFaq');
    expect(analyticsRoute('/addetail/u-1')).toBe('adDetail');
    expect(analyticsRoute('/no/such/page')).toBe('notFound');
    expect(analyticsRoute('/buy_USDT', 404)).toBe('notFound');
    expect(analyticsRoute('/logout')).toBe('notFound');
  });

  it('accepts one example of every event, none of them carrying personal data', () => {
    const examples = {
      page_view: { route: 'order', locale: 'zh-Hk' },
      market_filter: { filter: 'online' },
      order_placed: { side: 'sell', asset: 'BTC', fiat: 'EUR' },
      order_paid: { side: 'buy', asset: 'USDT', fiat: 'GBP' },
      order_released: { side: 'sell', asset: 'USDT', fiat: 'GBP' },
      order_cancelled: { side: 'buy', asset: 'ETH', fiat: 'USD' },
      appeal_raised: { side: 'buy', asset: 'USDT', fiat: 'GBP' },
      card_quote_shown: { asset: 'BTC', fiat: 'USD' },
      card_purchase_started: { asset: 'BTC', fiat: 'USD' },
      chunk_error: { chunk: 'OrderDialogs' },
    };
    expect(Object.keys(examples).sort()).toEqual(Object.keys(ANALYTICS_PROPS).sort());
    for (const [name, props] of Object.entries(examples)) {
      const body = { name, props };
      expect(analyticsBeacon.safeParse(body).success, name).toBe(true);
      expect(findPersonalData(body), name).toBeNull();
    }
  });
});
