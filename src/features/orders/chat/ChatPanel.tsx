import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { FormatTime } from '@/features/orders/OrderParts';
import type { OrdersT } from '@/features/orders/messages';
import { chatImageUrl } from '@/features/orders/chat/chat-runtime';
import { seenMessageId } from '@/features/orders/chat/chat-state';
import { ChatComposer } from '@/features/orders/chat/ChatComposer';
import {
  MessageRow,
  PendingRow,
  SystemRow,
  type RowsContext,
} from '@/features/orders/chat/ChatRows';
import { systemLines } from '@/features/orders/chat/system-lines';
import { useChat } from '@/features/orders/chat/use-chat';

/**
 * The order chat's panel (issue 12), loaded on demand by `ChatSlot` once the order page has
 * hydrated: the standing safety line, the log of messages with the order's system lines merged
 * by time, "Load earlier messages" (the scroll position kept), new messages followed only when
 * the reader is at the bottom (else a "New messages" button), and the composer, read-only once
 * the chat has closed. The log is `role="log"`: new messages are announced politely; loading
 * earlier ones is not (the region is quiet while they are added).
 */

export interface ChatPanelProps {
  detail: OrderDetail;
  t: OrdersT;
  /** The refusal messages of the chat's calls (in the order page's messages) and the language. */
  refusals: RefusalMessages;
  locale: LocaleCode;
  formatTime: FormatTime;
  /** The panel is on screen (a wide page, or the phone's sheet open): read marks are sent. */
  visible: boolean;
  onUnread: (unread: number) => void;
  /** The composer's box, focused by the slot when the phone's sheet opens. */
  boxRef: RefObject<HTMLTextAreaElement | null>;
}

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 48;
/** How long the log stays quiet after older messages are added. */
const QUIET_MS = 300;

export default function ChatPanel({
  detail,
  t,
  refusals,
  locale,
  formatTime,
  visible,
  onUnread,
  boxRef,
}: ChatPanelProps) {
  const view = useChat({ orderNo: detail.orderNo, visible, onUnread });
  const { chat } = view;
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const fromBottom = useRef<number | null>(null);
  const lastKey = useRef<string | null>(null);

  // System lines older than the oldest loaded message wait until that page is loaded.
  const oldest = chat.messages[0]?.createdAt ?? Number.POSITIVE_INFINITY;
  const rows = useMemo(() => {
    const lines = systemLines(detail).filter((line) => !chat.hasMore || line.at >= oldest);
    const all: { key: string; at: number; node: (ctx: RowsContext) => ReactNode }[] = [
      ...lines.map((line) => ({
        key: line.key,
        at: line.at,
        node: (ctx: RowsContext) => <SystemRow line={line} ctx={ctx} />,
      })),
      ...chat.messages.map((message) => ({
        key: `m-${message.id}`,
        at: message.createdAt,
        node: (ctx: RowsContext) => <MessageRow message={message} ctx={ctx} />,
      })),
    ];
    all.sort((a, b) => a.at - b.at);
    return all;
  }, [detail, chat.messages, chat.hasMore, oldest]);

  const lastRow = chat.pending.at(-1)?.clientId ?? rows.at(-1)?.key ?? null;
  const lastMine = chat.pending.length > 0 || chat.messages.at(-1)?.mine === true;

  // Keep the reader's place: after older messages, the same message stays where it was; after
  // new ones, follow them only from the bottom (or for one's own), else offer to jump.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    if (fromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (lastRow === lastKey.current) return;
    const first = lastKey.current === null;
    lastKey.current = lastRow;
    if (first || atBottom.current || lastMine) {
      box.scrollTop = box.scrollHeight;
      setNewBelow(false);
    } else {
      setNewBelow(true);
    }
  }, [lastRow, lastMine, rows]);

  // The log speaks again a moment after older messages were added (or failed to load), so
  // screen readers do not read the history out as if it were new.
  const { loadingEarlier, earlierFailed } = view;
  useEffect(() => {
    if (!quiet || loadingEarlier) return;
    if (earlierFailed) fromBottom.current = null;
    const timer = setTimeout(() => setQuiet(false), QUIET_MS);
    return () => clearTimeout(timer);
  }, [quiet, loadingEarlier, earlierFailed]);

  const loadEarlier = () => {
    const box = scrollRef.current;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
    setQuiet(true);
    view.loadEarlier();
  };

  const ctx: RowsContext = {
    t,
    formatTime,
    nickname: detail.counterparty.nickname,
    imageUrl: chatImageUrl,
    seenId: seenMessageId(chat.messages, chat.peerReadId),
    onRetry: view.retry,
  };

  return (
    <div className="chat-panel" data-testid="chat-panel" data-live={view.live || undefined}>
      <p className="chat-safety" role="note">
        {t('orders.chat.safety')}
      </p>
      {chat.open && chat.closesAt !== null && (
        <p className="chat-state" data-testid="chat-closes">
          {t('orders.chat.closesOn', { date: `\u2066${formatTime(chat.closesAt)}\u2069` })}
        </p>
      )}
      {view.status === 'loading' && (
        <p className="chat-state" role="status">
          {t('orders.chat.loading')}
        </p>
      )}
      {view.status === 'error' && (
        <div className="chat-state" role="alert">
          <p>{t('orders.chat.loadError')}</p>
          <button type="button" className="text-button" onClick={view.reload}>
            {t('orders.chat.retryLoad')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <div className="chat-scroll-wrap">
          <div
            ref={scrollRef}
            className="chat-scroll"
            data-testid="chat-scroll"
            onScroll={(event) => {
              const box = event.currentTarget;
              atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK;
              if (atBottom.current) setNewBelow(false);
            }}
          >
            {chat.hasMore && (
              <button
                type="button"
                className="text-button chat-earlier"
                disabled={view.loadingEarlier}
                onClick={loadEarlier}
              >
                {t(view.loadingEarlier ? 'orders.chat.loadingEarlier' : 'orders.chat.loadEarlier')}
              </button>
            )}
            {view.earlierFailed && (
              <p className="chat-problem" role="alert">
                {t('orders.chat.loadError')}
              </p>
            )}
            <div
              role="log"
              aria-live={quiet ? 'off' : 'polite'}
              aria-relevant="additions"
              aria-label={t('orders.chat.log')}
              className="chat-log"
              data-testid="chat-log"
            >
              {rows.length === 0 && chat.pending.length === 0 && (
                <p className="chat-empty">{t('orders.chat.empty')}</p>
              )}
              {rows.map((row) => (
                <div key={row.key}>{row.node(ctx)}</div>
              ))}
              {chat.pending.map((entry) => (
                <PendingRow key={entry.clientId} entry={entry} ctx={ctx} />
              ))}
            </div>
          </div>
          {newBelow && (
            <button
              type="button"
              className="chat-new-below"
              data-testid="chat-new-below"
              onClick={() => {
                const box = scrollRef.current;
                if (box) box.scrollTop = box.scrollHeight;
                setNewBelow(false);
              }}
            >
              {t('orders.chat.newMessages')}
            </button>
          )}
        </div>
      )}
      {chat.open ? (
        <ChatComposer
          orderNo={detail.orderNo}
          draft={view.draft}
          setDraft={view.setDraft}
          problem={view.problem}
          setProblem={view.setProblem}
          clockOffset={view.clockOffset}
          onSend={view.sendDraft}
          onImage={view.sendImage}
          boxRef={boxRef}
          t={t}
          refusals={refusals}
          locale={locale}
        />
      ) : (
        <p className="chat-closed" role="status" data-testid="chat-closed">
          {t('orders.chat.closed', {
            date: `\u2066${chat.closesAt === null ? '' : formatTime(chat.closesAt)}\u2069`,
          })}
        </p>
      )}
    </div>
  );
}
