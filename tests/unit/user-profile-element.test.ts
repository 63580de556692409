// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { pickMessages } from '@/i18n/pick-messages';
import { PAGE_BUILD } from '@/lib/load-chunk';
import { clearSession, setSession } from '@/stores/session';
import {
  defineProfileElement,
  ProfileElement,
  type ProfilePart,
} from '@/features/user/profile/profile-element';

/**
 * Issue 16, item 2: the profile's first load has no React; `<p2p-profile>` makes the Trade and
 * Block buttons work and loads a part's code on the first click only, opens it for the clicked
 * control with the page's data, says in the page's language when the code did not come (Retry,
 * then Reload), and sends a click after a logout to the login.
 */

const texts = pickMessages('fa', CHUNK_KEYS);
const LOGIN = 'https://main.example/login?returnUrl=x';

function mountProfile({ trade = true, block = true } = {}) {
  // Inserted whole, as the parser hands a page to an element defined by a deferred script.
  const template = document.createElement('template');
  template.innerHTML = `
    <p2p-profile class="pf" data-login="${LOGIN}">
      <div class="pf-part" data-profile-part>
        <div data-testid="block-user"><button type="button" data-js>Block</button></div>
      </div>
      <section data-testid="profile-ads"><table><tbody>
        <tr data-ad-id="7"><td><button type="button" data-trade="open" data-js><span>Buy USDT</span></button></td></tr>
        <tr data-ad-id="8"><td><a href="/login" data-trade="login">Buy USDT</a></td></tr>
      </tbody></table></section>
      ${trade ? '<script type="application/json" data-profile-data="trade">{"ads":[{"id":7}]}</script>' : ''}
      ${block ? '<script type="application/json" data-profile-data="block">{"userId":3}</script>' : ''}
      <script type="application/json" data-profile-data="chunk">${JSON.stringify(texts)}</script>
    </p2p-profile>`;
  document.body.append(template.content);
  const host = document.querySelector('p2p-profile');
  if (!(host instanceof ProfileElement)) throw new Error('not upgraded');
  return host;
}

/** Declares the two parts with these loaders (a fresh memoised loader each time). */
function declare(trade: () => Promise<ProfilePart>, block: () => Promise<ProfilePart>) {
  defineProfileElement({
    trade: { trigger: '[data-trade="open"]', root: '[data-testid="profile-ads"]', load: trade },
    block: {
      trigger: '[data-profile-part] button',
      root: '[data-testid="block-user"]',
      load: block,
    },
  });
}

const tradeButton = () => document.querySelector<HTMLButtonElement>('[data-trade="open"]')!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const note = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const noteButton = (label: string) =>
  [...document.querySelectorAll('.chunk-note button')].find((b) => b.textContent === label) as
    HTMLButtonElement | undefined;

beforeEach(() => {
  setSession({ token: 'token', user: null });
  // The build-id check: the server serves this page's build unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ build: PAGE_BUILD }))),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<p2p-profile>', () => {
  it('marks itself and each part’s place live once it runs, loading nothing', () => {
    const trade = vi.fn(async () => ({ open: vi.fn() }));
    const block = vi.fn(async () => ({ open: vi.fn() }));
    declare(trade, block);
    const host = mountProfile();
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(
      document.querySelector('[data-testid="profile-ads"]')?.hasAttribute('data-hydrated'),
    ).toBe(true);
    expect(
      document.querySelector('[data-testid="block-user"]')?.hasAttribute('data-hydrated'),
    ).toBe(true);
    expect(trade).not.toHaveBeenCalled();
    expect(block).not.toHaveBeenCalled();
  });

  it('loads a part on the first click and opens it for the clicked control with its data', async () => {
    const open = vi.fn();
    const trade = vi.fn(async () => ({ open }));
    declare(trade, async () => ({ open: vi.fn() }));
    const host = mountProfile();
    tradeButton().querySelector('span')?.click();
    expect(note('chunk-loading')?.textContent).toBe(texts['chunk.loading']);
    await flush();
    expect(open).toHaveBeenCalledWith(host, { ads: [{ id: 7 }] }, tradeButton());
    expect(note('chunk-loading')).toBeNull();

    // A second click reuses the loaded code.
    tradeButton().click();
    await flush();
    expect(trade).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('leaves a visitor’s login link and a part without data alone', async () => {
    const trade = vi.fn(async () => ({ open: vi.fn() }));
    declare(trade, async () => ({ open: vi.fn() }));
    mountProfile({ trade: false });
    const login = document.querySelector<HTMLAnchorElement>('[data-trade="login"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    login.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    tradeButton().click();
    await flush();
    expect(trade).not.toHaveBeenCalled();
  });

  it('sends a click after a logout (another tab) to the login instead of loading', async () => {
    const trade = vi.fn(async () => ({ open: vi.fn() }));
    declare(trade, async () => ({ open: vi.fn() }));
    mountProfile();
    clearSession();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    tradeButton().click();
    await flush();
    expect(assign).toHaveBeenCalledWith(LOGIN);
    expect(trade).not.toHaveBeenCalled();
  });

  it('says when the code did not come, retries, then offers a reload', async () => {
    const open = vi.fn();
    const trade = vi
      .fn<() => Promise<ProfilePart>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ open });
    declare(trade, async () => ({ open: vi.fn() }));
    mountProfile();
    tradeButton().click();
    await flush();
    await flush();
    expect(note('chunk-error')?.getAttribute('role')).toBe('alert');
    expect(note('chunk-error')?.querySelector('p')?.textContent).toBe(texts['chunk.failed']);
    expect(noteButton(texts['chunk.reload'])).toBeUndefined();

    noteButton(texts['chunk.retry'])?.click();
    await flush();
    await flush();
    // The second failure adds Reload.
    expect(noteButton(texts['chunk.reload'])).toBeDefined();
    noteButton(texts['chunk.retry'])?.click();
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(note('chunk-error')).toBeNull();
    expect(trade).toHaveBeenCalledTimes(3);
  });

  it('offers only Reload when the server serves a new build; Close gives the focus back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ build: 'next' }))),
    );
    declare(
      () => Promise.reject(new Error('gone')),
      async () => ({ open: vi.fn() }),
    );
    mountProfile();
    tradeButton().click();
    await flush();
    await flush();
    expect(note('chunk-error')?.querySelector('p')?.textContent).toBe(texts['chunk.newVersion']);
    expect(noteButton(texts['chunk.retry'])).toBeUndefined();
    expect(noteButton(texts['chunk.reload'])).toBeDefined();
    noteButton(texts['toast.close'])?.click();
    expect(note('chunk-error')).toBeNull();
    expect(document.activeElement).toBe(tradeButton());
  });

  it('leaves the clicks of a part React rendered in place to React', async () => {
    const open = vi.fn((_host: HTMLElement, _data: unknown, opener: HTMLElement) => {
      opener.closest('[data-profile-part]')?.setAttribute('data-profile-part', 'live');
    });
    const block = vi.fn(async () => ({ open }));
    declare(async () => ({ open: vi.fn() }), block);
    mountProfile();
    const button = document.querySelector<HTMLButtonElement>('[data-testid="block-user"] button')!;
    button.click();
    await flush();
    expect(open).toHaveBeenCalledWith(expect.anything(), { userId: 3 }, button);
    button.click();
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
