import { useEffect, useMemo, useState } from 'react';
import type { BlockStatus } from '@/contract/user-block';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import type { BlockMessages } from '@/features/user/block/messages';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';
import '@/features/user/block/block.css';

/** The confirmation is loaded on the first click, so the page's first load does not carry it. */
const loadBlockDialog = chunk('BlockDialog', () => import('@/features/user/block/BlockDialog'));

/**
 * Block or unblock one user (their profile, the counterparty on an order page), always through
 * a confirmation. Shows whether the viewer has blocked them; when the server could not say
 * (`blocked` null) it offers Block, which is harmless if they already are (blocking again keeps
 * the first block). A polite status line says what was done.
 */
export default function BlockUserButton({
  userId,
  nickname,
  blocked: initial,
  messages,
  locale,
}: {
  userId: number;
  nickname: string;
  /** Whether the viewer has blocked them, null when unknown. */
  blocked: boolean | null;
  messages: BlockMessages;
  locale: LocaleCode;
}) {
  const t = useMemo(() => createIslandTranslator(messages.texts, locale), [messages.texts, locale]);
  const [blocked, setBlocked] = useState(initial === true);
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Marks the button live (tests and scripts wait for it: a click before hydration does nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const name = `\u2068${nickname}\u2069`;

  const finished = (status: BlockStatus) => {
    setBlocked(status.blocked);
    setDialog(null);
    setDone(t(status.blocked ? 'block.done.blocked' : 'block.done.unblocked', { nickname: name }));
  };

  return (
    <div
      className="block-party"
      data-testid="block-user"
      data-blocked={blocked}
      data-hydrated={hydrated || undefined}
    >
      {blocked && <span className="block-state">{t('block.state.blocked')}</span>}
      <button
        type="button"
        className="secondary-button"
        data-js
        onClick={() => {
          setDone(null);
          setDialog(blocked ? 'unblock' : 'block');
        }}
        data-testid={blocked ? 'unblock-button' : 'block-button'}
      >
        {t(blocked ? 'block.action.unblock' : 'block.action.block')}
      </button>
      <span className="sr-only" role="status">
        {done}
      </span>
      {dialog && (
        <Chunk load={loadBlockDialog} t={t} onClose={() => setDialog(null)}>
          {({ default: BlockDialog }) => (
            <BlockDialog
              mode={dialog}
              userId={userId}
              nickname={nickname}
              messages={messages}
              locale={locale}
              onDone={finished}
              onClose={() => setDialog(null)}
            />
          )}
        </Chunk>
      )}
    </div>
  );
}
