import { useEffect, useId, useRef, useState } from 'react';
import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import { formatPlural } from '@/i18n/plural';
import type { FormatTime } from '@/features/orders/OrderParts';
import type { OrdersT } from '@/features/orders/messages';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';

/**
 * Where the order chat sits on the order page. Only this small part is in the page's first
 * script: the chat's heading and its unread badge (server-rendered from `detail.chatUnread`),
 * and on phones a "Chat" button that opens the chat as a sheet over the lower part of the
 * screen (the order and its action buttons stay above it, scrollable; Escape or Close shuts it
 * and gives focus back to the button). The panel itself, its runtime and zod load on demand
 * once the page has hydrated, so the badge follows new messages even while the sheet is shut.
 * On wide screens (1024 px and more) the chat is a card at the top of the side column.
 */

const loadChatPanel = chunk('ChatPanel', () => import('@/features/orders/chat/ChatPanel'));

/** The width from which the chat is a card beside the order instead of a sheet. */
const WIDE = '(min-width: 1024px)';

interface ChatSlotProps {
  detail: OrderDetail;
  locale: LocaleCode;
  t: OrdersT;
  /** The refusal messages the chat words a refused send by (the order page's messages hold them). */
  refusals: RefusalMessages;
  formatTime: FormatTime;
  hydrated: boolean;
}

function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

export function ChatSlot({ detail, locale, t, refusals, formatTime, hydrated }: ChatSlotProps) {
  const id = useId();
  const [unread, setUnread] = useState(detail.chatUnread);
  const [open, setOpen] = useState(false);
  const wide = useWide();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  const label = formatPlural(t('orders.chat.unread'), { count: unread }, locale);
  const badge = unread > 0 && (
    <span className="count-badge chat-badge" data-testid="chat-badge" aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );

  // Focus goes back to the Chat button once it shows again (it is hidden while the sheet is open).
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    toggleRef.current?.focus();
  }, [open]);

  // Escape inside the open sheet shuts it (a listener on the element: a section has no handler).
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    const section = sectionRef.current;
    if (!open || !section) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      latestClose.current();
    };
    section.addEventListener('keydown', onKey);
    return () => section.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // The sheet opens on the composer (or its Close button when the chat is read-only).
    const frame = requestAnimationFrame(() => (boxRef.current ?? closeRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={`${id}-chat`}
        data-testid="chat-toggle"
        onClick={() => setOpen((now) => !now)}
      >
        <span>{t('orders.chat.toggle')}</span>
        {badge}
        {unread > 0 && <span className="sr-only">{label}</span>}
      </button>
      <section
        id={`${id}-chat`}
        className={`order-card chat-card${open ? ' is-open' : ''}`}
        aria-labelledby={`${id}-chat-title`}
        data-testid="order-chat"
        ref={sectionRef}
      >
        <div className="chat-head">
          <h2 id={`${id}-chat-title`} className="order-card-title">
            {t('orders.chat.title')}
          </h2>
          {badge}
          {unread > 0 && <span className="sr-only">{label}</span>}
          <button ref={closeRef} type="button" className="text-button chat-close" onClick={close}>
            {t('orders.chat.close')}
          </button>
        </div>
        {hydrated && (
          // A chat whose code cannot load says so in its place, with Retry.
          <Chunk load={loadChatPanel} t={t}>
            {({ default: ChatPanel }) => (
              <ChatPanel
                detail={detail}
                t={t}
                refusals={refusals}
                locale={locale}
                formatTime={formatTime}
                visible={wide || open}
                onUnread={setUnread}
                boxRef={boxRef}
              />
            )}
          </Chunk>
        )}
      </section>
    </>
  );
}
