// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/client/api';
import { API_MESSAGES_ELEMENT_ID } from '@/client/api-messages';
import { isApiError } from '@/client/api-error';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/config/public';
import { HEADER } from '@/contract/headers';
import { setLocale } from '@/stores/locale';
import { $session, clearSession, setSession, type SessionUser } from '@/stores/session';
import { $toasts, clearToasts } from '@/stores/toasts';
import { createFakeFetch, envelopeResponse } from './support/fake-fetch';
import { pingThing } from './support/test-endpoints';

const user: SessionUser = {
  uid: '10001',
  type: 3,
  loginType: 'account',
  email: 'alice@example.com',
  phone: null,
  walletAddress: null,
  level: 1,
  isAuth: true,
  nickname: 'alice',
};

function dataBlock(id: string, value: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

const fake = createFakeFetch();

beforeAll(() => {
  // The page's data blocks exist before the lazily created client first reads them.
  dataBlock(PUBLIC_CONFIG_ELEMENT_ID, {
    apiBase: 'https://api.test/api',
    mainSite: 'https://main.test',
  });
  dataBlock(API_MESSAGES_ELEMENT_ID, { network: 'Netzwerkfehler', timeout: 'Zeitüberschreitung' });
  vi.stubGlobal('fetch', fake.fetch);
});

beforeEach(() => {
  history.replaceState(null, '', '/order/buy/123?tab=chat');
  setSession({ token: 'tok-1', user });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearSession();
  clearToasts();
});

async function rejects(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
}

describe('browser api singleton', () => {
  it('calls the public config API base with the session token and the page locale', async () => {
    setLocale('ko');
    fake.next(() => envelopeResponse(200, null));
    await api.call(pingThing);
    expect(fake.last().url).toBe('https://api.test/api/things/ping');
    expect(fake.last().headers.get(HEADER.token)).toBe('tok-1');
    expect(fake.last().headers.get(HEADER.lang)).toBe('ko');
  });

  it('on 403 clears the session and goes to the main-site login with the P2P flag and this page as return address', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const here = location.href;
    fake.next(() => envelopeResponse(403, null, 'Please log in'));
    await rejects(api.call(pingThing));
    expect($session.get()).toEqual({ token: null, user: null });
    expect(assign).toHaveBeenCalledOnce();
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin + target.pathname).toBe('https://main.test/login');
    expect(target.searchParams.get('isP2P')).toBe('1');
    expect(target.searchParams.get('returnUrl')).toBe(here);
    expect($toasts.get()).toEqual([]);
  });

  it('shows a red toast with the server msg that disappears after 2000 ms', async () => {
    vi.useFakeTimers();
    fake.next(() => envelopeResponse(500, null, 'Address does not exist'));
    await rejects(api.call(pingThing));
    expect($toasts.get()).toMatchObject([
      { kind: 'error', message: 'Address does not exist', duration: 2000 },
    ]);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('toasts the translated network message from the page when there is no answer', async () => {
    fake.next(() => Promise.reject(new TypeError('Failed to fetch')));
    await rejects(api.call(pingThing));
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Netzwerkfehler' }]);
  });
});
