// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { MerchantDetail, MerchantField } from '@/contract/merchant';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import MerchantApplyIsland from '@/features/merchant/MerchantApplyIsland';
import { applyMessages } from '@/features/merchant/server/messages';

/**
 * /becomeMember is long: a refusal of the whole application (no field to point at) used to
 * appear at the top of the form, ~1,000 px above the Submit button, with nothing moving. It now
 * sits next to Submit and takes the focus (scrolled into view); a refusal about a field focuses
 * that field. The API module is stubbed with the exchange's refusal codes.
 */

const api = vi.hoisted(() => ({
  applyMerchant: vi.fn(),
  fetchDetail: vi.fn(),
  uploadMerchantFile: vi.fn(),
  lockDeposit: vi.fn(),
  releaseDeposit: vi.fn(),
}));
vi.mock('@/features/merchant/merchant-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

function refusal(code: number, data: unknown = null) {
  return new ApiError({ kind: 'server', code, msg: 'English', data, status: 200, traceId: 't' });
}

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
const scrolled = vi.fn();

beforeEach(() => {
  HTMLElement.prototype.scrollIntoView = scrolled;
  api.fetchDetail.mockReturnValue(new Promise(() => {}));
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.clearAllMocks();
});

async function submitRefused(error: ApiError) {
  api.applyMerchant.mockRejectedValue(error);
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      createElement(MerchantApplyIsland, {
        locale: 'en',
        messages: applyMessages('en'),
        fields,
        deposit: { coin: 'USDT', amount: '500' },
        detail,
        doneHref: '/becomeMember',
      }),
    );
  });
  const form = document.querySelector<HTMLFormElement>('[data-testid="merchant-apply"]');
  await act(async () => form?.requestSubmit());
  for (let i = 0; i < 5; i += 1) {
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
  return form;
}

describe('a refused application takes the reader to the refusal', () => {
  it('shows a refusal of the whole form next to Submit, focused and scrolled to', async () => {
    const form = await submitRefused(refusal(MERCHANT_CODES.portalClosed));
    expect(api.applyMerchant).toHaveBeenCalledOnce();
    const message = document.querySelector<HTMLElement>('[data-testid="merchant-form-error"]');
    expect(message).not.toBeNull();
    // Right before the actions, after every field.
    expect(message?.nextElementSibling?.querySelector('button[type="submit"]')).not.toBeNull();
    expect(form?.querySelector('input[name="fullName"]')?.compareDocumentPosition(message!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(document.activeElement).toBe(message);
    expect(scrolled).toHaveBeenCalled();
  });

  it('focuses the field a refusal is about', async () => {
    await submitRefused(
      refusal(MERCHANT_CODES.fileInvalid, {
        errors: [{ path: 'video', code: 'format', message: 'Only mp4' }],
      }),
    );
    expect(document.activeElement?.id).toMatch(/-video$/);
  });
});
