// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { COMMON_REFUSALS } from '@/contract/define';
import { IMAGE_FORMAT_MESSAGE } from '@/contract/payments';
import { useEvidenceUploads } from '@/features/orders/appeal/use-evidence-uploads';
import { appealMessages } from '@/features/orders/appeal/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { invalidFields, refuse, type ApiError as SandboxError } from '@/sandbox/errors';

/**
 * An evidence image the server refuses for its format (a `.png` that is no picture: the sandbox
 * checks the content) leaves the list, so it takes no place toward the limit and offers no Retry,
 * and the field says which formats are accepted, in the page's language. A server failure (5xx)
 * keeps the image with Retry, its reason worded by code in the page's language. The upload call is stubbed with the sandbox's own error shapes.
 */

const api = vi.hoisted(() => ({ uploadEvidence: vi.fn(), submitAppeal: vi.fn() }));
vi.mock('@/features/orders/appeal/appeal-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function received(error: SandboxError): ApiError {
  return new ApiError({
    kind: 'server',
    code: error.code,
    msg: error.message,
    data: error.data,
    status: error.status,
    traceId: 't',
  });
}

let host: HTMLDivElement;
let root: Root;
let hook: ReturnType<typeof useEvidenceUploads>;

function Harness({ locale }: { locale: 'en' | 'ru' }) {
  hook = useEvidenceUploads(createIslandTranslator(appealMessages(locale)), {
    refusals: appealMessages(locale),
    locale,
  });
  return null;
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.resetAllMocks();
});

async function pickOne(locale: 'en' | 'ru') {
  await act(async () => root.render(createElement(Harness, { locale })));
  const file = new File(['not a picture'], 'receipt.png', { type: 'image/png' });
  await act(async () => hook.pick([file]));
  for (let i = 0; i < 3; i += 1) await act(async () => {});
}

describe('an upload refused for its format', () => {
  it('names the accepted formats, leaves no entry (no Retry, no place used)', async () => {
    api.uploadEvidence.mockRejectedValue(
      received(invalidFields([{ path: 'file', code: 'format', message: IMAGE_FORMAT_MESSAGE }])),
    );
    await pickOne('en');
    expect(hook.items).toEqual([]);
    expect(hook.rejections).toEqual(['receipt.png: Only jpg/jpeg/png format images are supported']);
  });

  it('speaks the page language', async () => {
    api.uploadEvidence.mockRejectedValue(
      received(invalidFields([{ path: 'file', code: 'format', message: IMAGE_FORMAT_MESSAGE }])),
    );
    await pickOne('ru');
    expect(hook.rejections).toHaveLength(1);
    expect(hook.rejections[0]).toContain('receipt.png');
    expect(hook.rejections[0]).not.toContain('Only jpg');
  });

  it('keeps an image that failed on the server side, for Retry', async () => {
    api.uploadEvidence.mockRejectedValue(
      received(refuse(COMMON_REFUSALS.unavailable, 'Upload failed, try again later')),
    );
    await pickOne('en');
    expect(hook.items.map((item) => item.status)).toEqual(['failed']);
    expect(hook.rejections).toEqual([]);
  });

  it("says why next to Retry in the page language, by the refusal's code", async () => {
    api.uploadEvidence.mockRejectedValue(
      received(refuse(COMMON_REFUSALS.unavailable, 'Upload failed, try again later')),
    );
    await pickOne('ru');
    const [item] = hook.items;
    expect(item?.status === 'failed' && item.detail).toBe(
      appealMessages('ru')['refusal.unavailable' as never],
    );
  });
});
