// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { BLOCK_CODES, type BlockedUser } from '@/contract/user-block';
import { blockUser, loadBlockList, unblockUser } from '@/features/user/block/block-api';
import BlockListIsland from '@/features/user/block/BlockListIsland';
import BlockUserButton from '@/features/user/block/BlockUserButton';
import { blockMessages } from '@/features/user/block/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';
import { settle } from './support/act-settle';

/**
 * The block list's islands (issue 14, item 5): the Block button with its confirmation (what
 * blocking does, said before anything happens; a refusal in the page's language keeps the
 * dialog open), and the user centre's section (empty state, rows with Unblock behind a
 * confirmation, paging). The calls are mocked; their answers are the contract's shapes.
 */
vi.mock('@/features/user/block/block-api', () => ({
  blockUser: vi.fn(),
  unblockUser: vi.fn(),
  loadBlockList: vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.mocked(blockUser).mockReset();
  vi.mocked(unblockUser).mockReset();
  vi.mocked(loadBlockList).mockReset();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** Waits for an element that appears once a lazy part has loaded. */
async function appear(testId: string) {
  for (let i = 0; i < 100 && !$(testId); i++) await settle();
  return $(testId);
}

const text = (locale: LocaleCode, key: string) =>
  (messagesFor(locale) as unknown as Record<string, string>)[key] ?? '';
const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const click = async (el: HTMLElement | null) => {
  if (!el) throw new Error('No element to click');
  await act(async () => el.click());
  await settle();
};

async function renderButton(locale: LocaleCode, blocked: boolean | null = false) {
  await act(async () => {
    root.render(
      createElement(BlockUserButton, {
        userId: 42,
        nickname: 'MaxMerch',
        blocked,
        messages: blockMessages(locale),
        locale,
      }),
    );
  });
}

describe('Block button and its confirmation', () => {
  it('says what blocking does before blocking, then shows the user blocked with Unblock (fa)', async () => {
    vi.mocked(blockUser).mockResolvedValue({ userId: 42, blocked: true, blockedAt: 1 });
    await renderButton('fa');
    await click($('block-button'));
    const dialog = await appear('block-dialog');
    expect(dialog?.textContent).toContain(text('fa', 'block.dialog.ads'));
    expect(dialog?.textContent).toContain(text('fa', 'block.dialog.orders'));
    expect(dialog?.textContent).toContain(text('fa', 'block.dialog.running'));
    expect(dialog?.textContent).toContain('MaxMerch');
    expect(blockUser).not.toHaveBeenCalled();

    await click($('block-confirm'));
    expect(blockUser).toHaveBeenCalledWith(42);
    expect($('block-dialog')).toBeNull();
    expect($('block-user')?.textContent).toContain(text('fa', 'block.state.blocked'));
    expect($('unblock-button')?.textContent).toBe(text('fa', 'block.action.unblock'));
  });

  it('keeps the dialog open with the refusal in the page language when the list is full', async () => {
    vi.mocked(blockUser).mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: BLOCK_CODES.blockListFull,
        msg: 'Your block list is full (200 users). Unblock someone first.',
        data: { max: 200 },
        status: 400,
        traceId: 't',
      }),
    );
    await renderButton('ru');
    await click($('block-button'));
    await click($('block-confirm'));
    expect($('block-dialog')).not.toBeNull();
    const error = $('block-error')?.textContent ?? '';
    expect(error).toContain('200 пользователей');
    expect(error).not.toContain('Unblock someone first');
    expect($('block-confirm')?.hasAttribute('disabled')).toBe(false);
  });

  it('unblocks a user already blocked, through its own confirmation', async () => {
    vi.mocked(unblockUser).mockResolvedValue({ userId: 42, blocked: false, blockedAt: null });
    await renderButton('en', true);
    await click($('unblock-button'));
    expect($('unblock-dialog')?.textContent).toContain(text('en', 'block.unblock.body'));
    await click($('block-confirm'));
    expect(unblockUser).toHaveBeenCalledWith(42);
    expect($('block-button')).not.toBeNull();
  });
});

const user = (userId: number, nickname: string | null): BlockedUser => ({
  userId,
  nickname,
  blockedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
});

async function renderList(locale: LocaleCode) {
  await act(async () => {
    root.render(createElement(BlockListIsland, { messages: blockMessages(locale), locale }));
  });
  await settle();
}

describe('the user centre’s block list', () => {
  it('says nobody is blocked and where to block someone', async () => {
    vi.mocked(loadBlockList).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    await renderList('es');
    expect($('uc-block-empty')?.textContent).toBe(text('es', 'block.list.empty'));
    expect(document.querySelectorAll('[data-testid="uc-block-row"]')).toHaveLength(0);
  });

  it('lists the blocked users with when, pages them, and unblocks after a confirmation', async () => {
    const first = Array.from({ length: 10 }, (_, i) => user(100 + i, `user${i}`));
    vi.mocked(loadBlockList)
      .mockResolvedValueOnce({ items: first, total: 12, page: 1, pageSize: 10 })
      .mockResolvedValueOnce({
        items: [user(7, 'MaxMerch'), user(8, null)],
        total: 12,
        page: 2,
        pageSize: 10,
      })
      .mockResolvedValueOnce({ items: [user(8, null)], total: 11, page: 2, pageSize: 10 });
    vi.mocked(unblockUser).mockResolvedValue({ userId: 7, blocked: false, blockedAt: null });
    await renderList('en');
    expect(document.querySelectorAll('[data-testid="uc-block-row"]')).toHaveLength(10);
    expect($('uc-block-list')?.textContent).toContain('12 blocked users');

    const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next');
    await click(next ?? null);
    expect(loadBlockList).toHaveBeenLastCalledWith(2, 10);
    const rows = [...document.querySelectorAll('[data-testid="uc-block-row"]')];
    expect(rows.map((r) => r.querySelector('.block-row-name')?.textContent)).toEqual([
      'MaxMerch',
      'User 8',
    ]);
    expect(rows[0]?.textContent).toContain('Blocked on');
    expect(rows[0]?.textContent).toContain('2026-01-02');

    await click(rows[0]?.querySelector<HTMLElement>('[data-testid="uc-unblock"]') ?? null);
    expect($('unblock-dialog')?.textContent).toContain('MaxMerch');
    expect(unblockUser).not.toHaveBeenCalled();
    await click($('block-confirm'));
    expect(unblockUser).toHaveBeenCalledWith(7);
    expect(loadBlockList).toHaveBeenLastCalledWith(2, 10);
    expect(document.querySelectorAll('[data-testid="uc-block-row"]')).toHaveLength(1);
  });

  it('says the list could not be loaded, with Try again', async () => {
    vi.mocked(loadBlockList)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [user(7, 'MaxMerch')], total: 1, page: 1, pageSize: 10 });
    await renderList('fa');
    expect($('uc-block-list')?.textContent).toContain(text('fa', 'block.list.failed'));
    const retry = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === text('fa', 'block.list.retry'),
    );
    await click(retry ?? null);
    expect(document.querySelectorAll('[data-testid="uc-block-row"]')).toHaveLength(1);
  });
});
