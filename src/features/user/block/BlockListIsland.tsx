import { useEffect, useId, useMemo, useState } from 'react';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';
import type { BlockedUser } from '@/contract/user-block';
import { formatDate } from '@/i18n/format-date';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { browserTimeZone } from '@/i18n/time-zone';
import { loadBlockList } from '@/features/user/block/block-api';
import type { BlockMessages } from '@/features/user/block/messages';
import '@/features/user/block/block.css';

/** The unblock confirmation is loaded on the first Unblock (the chunk note if it does not come). */
const loadBlockDialog = chunk('BlockDialog', () => import('@/features/user/block/BlockDialog'));

/** Rows per page of the block list. */
export const BLOCK_LIST_PAGE_SIZE = 10;

interface Page {
  items: BlockedUser[];
  total: number;
  page: number;
}

/**
 * The user centre's block list (issue 14, item 5): who the user blocked (nickname, when), each
 * with Unblock behind a confirmation, an empty state that says where to block someone, paged
 * when long. Hydrated when scrolled into view and loaded then (the section costs the page's first
 * load nothing); a failed load says so with Try again. After an unblock the page is read again
 * (the last row of a page goes back one page).
 */
export default function BlockListIsland({
  messages,
  locale,
}: {
  messages: BlockMessages;
  locale: LocaleCode;
}) {
  const t = useMemo(() => createIslandTranslator(messages.texts, locale), [messages.texts, locale]);
  const id = useId();
  const [page, setPage] = useState<Page | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [unblocking, setUnblocking] = useState<BlockedUser | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fetchPage = (wanted: number) => {
    setState('loading');
    loadBlockList(wanted, BLOCK_LIST_PAGE_SIZE).then(
      (loaded) => {
        if (loaded.items.length === 0 && loaded.total > 0 && wanted > 1) {
          fetchPage(Math.max(1, Math.ceil(loaded.total / BLOCK_LIST_PAGE_SIZE)));
          return;
        }
        setPage({ items: loaded.items, total: loaded.total, page: loaded.page });
        setState('ready');
      },
      () => setState('failed'),
    );
  };
  useEffect(() => fetchPage(1), []);

  const pages = page ? Math.max(1, Math.ceil(page.total / BLOCK_LIST_PAGE_SIZE)) : 1;
  const zone = browserTimeZone();
  const nameOf = (user: BlockedUser) =>
    user.nickname ?? t('block.list.unnamed', { id: user.userId });

  return (
    <section
      className="uc-card uc-wide"
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'loading' || undefined}
      data-testid="uc-block-list"
    >
      <h2 id={`${id}-title`} className="uc-card-title">
        {t('block.list.title')}
      </h2>
      <p className="uc-text">{t('block.list.intro')}</p>
      <p className="sr-only" role="status">
        {done}
      </p>
      {state === 'failed' && (
        <div className="block-paging">
          <p className="uc-error" role="alert">
            {t('block.list.failed')}
          </p>
          <button
            type="button"
            className="secondary-button"
            onClick={() => fetchPage(page?.page ?? 1)}
          >
            {t('block.list.retry')}
          </button>
        </div>
      )}
      {page && page.total === 0 && state !== 'failed' && (
        <p className="uc-hint" data-testid="uc-block-empty">
          {t('block.list.empty')}
        </p>
      )}
      {page && page.total > 0 && (
        <>
          <p className="uc-hint">{t('block.list.count', { count: page.total })}</p>
          <ul className="block-rows">
            {page.items.map((user) => (
              <li key={user.userId} className="block-row" data-testid="uc-block-row">
                <span>
                  <span className="block-row-name" dir="auto">
                    {nameOf(user)}
                  </span>
                  <span className="uc-hint block-row-time">
                    {' · '}
                    {t('block.list.blockedAt', {
                      date: `\u2066${formatDate(user.blockedAt, locale, { timeZone: zone, zoneName: true })}\u2069`,
                    })}
                  </span>
                </span>
                <button
                  type="button"
                  className="secondary-button"
                  onClick={() => {
                    setDone(null);
                    setUnblocking(user);
                  }}
                  data-testid="uc-unblock"
                >
                  {t('block.action.unblock')}
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="block-paging" aria-label={t('block.list.title')}>
              <button
                type="button"
                className="secondary-button"
                disabled={page.page <= 1 || state === 'loading'}
                onClick={() => fetchPage(page.page - 1)}
              >
                {t('block.list.previous')}
              </button>
              <span>{t('block.list.page', { page: page.page, pages })}</span>
              <button
                type="button"
                className="secondary-button"
                disabled={page.page >= pages || state === 'loading'}
                onClick={() => fetchPage(page.page + 1)}
              >
                {t('block.list.next')}
              </button>
            </nav>
          )}
        </>
      )}
      {unblocking && (
        <Chunk load={loadBlockDialog} t={t} onClose={() => setUnblocking(null)}>
          {({ default: BlockDialog }) => (
            <BlockDialog
              mode="unblock"
              userId={unblocking.userId}
              nickname={nameOf(unblocking)}
              messages={messages}
              locale={locale}
              onDone={() => {
                setDone(
                  t('block.done.unblocked', { nickname: `\u2068${nameOf(unblocking)}\u2069` }),
                );
                setUnblocking(null);
                fetchPage(page?.page ?? 1);
              }}
              onClose={() => setUnblocking(null)}
            />
          )}
        </Chunk>
      )}
    </section>
  );
}
