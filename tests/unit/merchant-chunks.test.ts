// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantDetail, MerchantField } from '@/contract/merchant';
import AdvertiserAuthIsland from '@/features/merchant/AdvertiserAuthIsland';
import MerchantApplyIsland from '@/features/merchant/MerchantApplyIsland';
import { applyMessages, authMessages } from '@/features/merchant/server/messages';
import { chunk, PAGE_BUILD } from '@/lib/load-chunk';

/**
 * Issue 15, item 1 on /becomeMember: when Submit's API code does not load, the chunk note says
 * so next to Submit (not "could not submit"), everything entered stays, and Retry submits; a
 * second failure offers Reload, which keeps what was typed for the reloaded form. On
 * /authAdvertising, Lock without its code says so and the next Lock loads it. The API module
 * is a stub behind a real chunk loader (a new one per test) whose import fails while
 * `gate.failures` lasts.
 */

const api = vi.hoisted(() => ({
  applyMerchant: vi.fn(),
  fetchDetail: vi.fn(),
  uploadMerchantFile: vi.fn(),
  lockDeposit: vi.fn(),
  releaseDeposit: vi.fn(),
}));
const gate = vi.hoisted(() => ({ failures: 0, load: async (): Promise<unknown> => null }));
vi.mock('@/features/merchant/load-merchant-api', () => ({ loadMerchantApi: () => gate.load() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = applyMessages('en');

function field(
  fieldKey: string,
  fieldValue: string,
  fieldType: MerchantField['fieldType'] = 'text',
): MerchantField {
  return {
    fieldKey: fieldKey as MerchantField['fieldKey'],
    fieldName: `Label ${fieldKey}`,
    fieldPlaceholder: '',
    fieldType,
    errorMsg: '',
    isRequired: true,
    fieldValue,
    showError: false,
    options: [],
  };
}

const detail: MerchantDetail = {
  status: 'not_verified',
  failReason: null,
  submittedAt: null,
  reviewedAt: null,
  reviewDueAt: null,
  requiredDeposit: { coin: 'USDT', amount: '500' },
  application: null,
  deposit: null,
  checklist: {
    identityVerified: true,
    balance: { coin: 'USDT', available: '1500', threshold: '1000', sufficient: true },
    depositLocked: false,
    agreementAccepted: false,
  },
  canRelease: false,
  blockers: { listedAds: 0, openOrders: 0 },
};

/** A complete application, its files already on file (as after an earlier upload). */
const fields: MerchantField[] = [
  field('fullName', 'Jane Doe'),
  field('areaCode', '+44'),
  field('phone', '7700900123'),
  field('email', 'jane@example.com'),
  field('emergencyContact', 'John Doe'),
  field('emergencyPhone', '7700900456'),
  field('relationship', 'family', 'select'),
  field('address', '1 High Street, London'),
  field('idPhoto', 'file_id_photo_1', 'image'),
  field('addressProofType', 'utility_bill', 'select'),
  field('addressProof', 'file_address_1', 'image'),
  field('video', 'file_video_0001', 'video'),
];

let root: Root | undefined;
let assign: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  HTMLElement.prototype.scrollIntoView = vi.fn();
  api.fetchDetail.mockReturnValue(new Promise(() => {}));
  api.applyMerchant.mockResolvedValue(null);
  gate.failures = 0;
  gate.load = chunk('merchant-api', async () => {
    if (gate.failures > 0) {
      gate.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return api;
  });
  assign = vi.fn();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, reload });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ build: PAGE_BUILD })),
  );
  sessionStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      createElement(MerchantApplyIsland, {
        locale: 'en',
        messages,
        fields,
        deposit: { coin: 'USDT', amount: '500' },
        detail,
        doneHref: '/becomeMember',
      }),
    );
  });
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const note = () => document.querySelector('[data-testid="chunk-error"]');
const noteButton = (label: string) =>
  [...(note()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
const fullName = () => document.querySelector<HTMLInputElement>('input[name="fullName"]');

async function typeName(value: string) {
  const input = fullName();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  const form = document.querySelector<HTMLFormElement>('[data-testid="merchant-apply"]');
  await act(async () => form?.requestSubmit());
  await until(() => note() !== null || assign.mock.calls.length > 0);
}

describe('/becomeMember: Submit when its code does not load', () => {
  it('says so next to Submit, keeps what was entered, and Retry submits', async () => {
    gate.failures = 1;
    await render();
    await typeName('Jane Q. Doe');
    await submit();

    expect(note()?.textContent).toContain(messages['chunk.failed']);
    expect(document.querySelector('[data-testid="merchant-form-error"]')).toBeNull();
    expect(note()?.nextElementSibling?.querySelector('button[type="submit"]')).not.toBeNull();
    expect(fullName()?.value).toBe('Jane Q. Doe');
    expect(api.applyMerchant).not.toHaveBeenCalled();

    await act(async () => noteButton(messages['chunk.retry'])?.click());
    await until(() => assign.mock.calls.length > 0);
    expect(api.applyMerchant).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: 'Jane Q. Doe' }),
    );
    expect(assign).toHaveBeenCalledWith('/becomeMember');
  });

  it('failing again offers Reload, which keeps what was typed for the reloaded form', async () => {
    gate.failures = 2;
    await render();
    await typeName('Jane Q. Doe');
    await submit();
    await act(async () => noteButton(messages['chunk.retry'])?.click());
    await until(() => noteButton(messages['chunk.reload']) !== undefined);
    await act(async () => noteButton(messages['chunk.reload'])?.click());
    expect(reload).toHaveBeenCalledOnce();

    act(() => root?.unmount());
    document.body.replaceChildren();
    await render();
    expect(fullName()?.value).toBe('Jane Q. Doe');
  });
});

describe('/authAdvertising: Lock when its code does not load', () => {
  it('says so next to Lock (not a generic error), and the next Lock locks', async () => {
    gate.failures = 1;
    const messagesAuth = authMessages('en');
    api.lockDeposit.mockResolvedValue({ ...detail, status: 'certified' });
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      root = createRoot(host);
      root.render(
        createElement(AdvertiserAuthIsland, {
          locale: 'en',
          messages: messagesAuth,
          detail: { ...detail, status: 'approved' },
          links: {
            identity: '/identity',
            becomeMember: '/becomeMember',
            applyAgain: '/becomeMember?apply=again',
            postAd: '/releaseAdvertising',
            myAds: '/myads',
          },
          renderTwoFactor: () => null,
        }),
      );
    });
    const form = document.querySelector<HTMLFormElement>('[data-testid="merchant-lock"]');
    await act(async () => form?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    const lockError = () => document.querySelector('[data-testid="merchant-lock-error"]');
    await act(async () => form?.requestSubmit());
    await until(() => lockError() !== null);
    expect(lockError()?.textContent).toBe(messagesAuth['chunk.failed']);
    expect(api.lockDeposit).not.toHaveBeenCalled();

    await act(async () => form?.requestSubmit());
    await until(() => api.lockDeposit.mock.calls.length > 0);
    expect(api.lockDeposit).toHaveBeenCalledOnce();
  });
});
