import type { ChatMessage } from '@/contract/orders-chat';
import type { FormatTime } from '@/features/orders/OrderParts';
import type { OrdersT } from '@/features/orders/messages';
import type { PendingMessage } from '@/features/orders/chat/chat-state';
import { splitLinks } from '@/features/orders/chat/chat-text';
import type { SystemLine } from '@/features/orders/chat/system-lines';

/**
 * The rows of the chat's log: messages, system lines and the reader's unconfirmed messages.
 * Text is rendered as React text only (never as HTML); anything that reads as a link is shown
 * as plain marked text with a warning under the message, never as an anchor. Names and times
 * are isolated so a Persian page keeps them readable.
 */

/** What the rows need from the panel. */
export interface RowsContext {
  t: OrdersT;
  formatTime: FormatTime;
  nickname: string;
  imageUrl: (fileId: string) => string;
  /** The reader's newest message the other party has seen (its "Seen" mark). */
  seenId: number | null;
  onRetry: (clientId: string) => void;
}

/** First-strong isolates around a value put into a sentence (a nickname in Persian text). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function senderLabel(message: ChatMessage, { t, nickname }: RowsContext): string {
  if (message.sender === 'support') return t('orders.chat.sender.support');
  if (message.sender === 'auto') return t('orders.chat.sender.auto');
  if (message.sender === 'me') return t('orders.chat.sender.me');
  return nickname;
}

function Time({ at, formatTime }: { at: number; formatTime: FormatTime }) {
  return (
    <time className="chat-time" dateTime={new Date(at).toISOString()} dir="ltr">
      {formatTime(at)}
    </time>
  );
}

/**
 * A text, its link pieces marked (still plain text). What people write is in their own language,
 * not the page's: `data-user-text` tells it apart from the interface (the locale checks skip it).
 */
function MessageText({ text }: { text: string }) {
  const pieces = splitLinks(text);
  return (
    <p className="chat-text" dir="auto" data-user-text="">
      {pieces.map((piece, index) =>
        piece.link ? (
          <span key={index} className="chat-link" dir="ltr" data-testid="chat-link">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

export function MessageRow({ message, ctx }: { message: ChatMessage; ctx: RowsContext }) {
  const { t } = ctx;
  const label = senderLabel(message, ctx);
  const links = message.text !== '' && splitLinks(message.text).some((piece) => piece.link);
  return (
    <div
      className={`chat-row is-${message.sender}${message.mine ? ' is-mine' : ''}`}
      data-testid="chat-message"
      data-id={message.id}
      data-sender={message.sender}
    >
      <div className="chat-bubble">
        <p className="chat-meta">
          <span className="chat-sender" dir="auto">
            {label}
          </span>
          <Time at={message.createdAt} formatTime={ctx.formatTime} />
        </p>
        {message.imageFileId ? (
          <a
            className="chat-image"
            href={ctx.imageUrl(message.imageFileId)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('orders.chat.imageOpen', { name: isolate(label) })}
          >
            <img
              src={ctx.imageUrl(message.imageFileId)}
              alt={t('orders.chat.imageAlt', { name: isolate(label) })}
              loading="lazy"
              width="160"
              height="120"
            />
          </a>
        ) : (
          <MessageText text={message.text} />
        )}
        {links && (
          <p className="chat-link-warning" data-testid="chat-link-warning">
            {t('orders.chat.linkWarning')}
          </p>
        )}
      </div>
      {ctx.seenId === message.id && (
        <p className="chat-seen" data-testid="chat-seen">
          {t('orders.chat.seen')}
        </p>
      )}
    </div>
  );
}

export function SystemRow({ line, ctx }: { line: SystemLine; ctx: RowsContext }) {
  return (
    <p className="chat-system" data-testid="chat-system">
      <span>{ctx.t(line.text, line.named ? { name: isolate(ctx.nickname) } : undefined)}</span>{' '}
      <Time at={line.at} formatTime={ctx.formatTime} />
    </p>
  );
}

export function PendingRow({ entry, ctx }: { entry: PendingMessage; ctx: RowsContext }) {
  const { t } = ctx;
  const stateText =
    entry.state === 'failed'
      ? t('orders.chat.failed')
      : entry.state === 'waiting'
        ? t('orders.chat.waiting')
        : t('orders.chat.sending');
  return (
    <div
      className={`chat-row is-me is-mine is-pending is-${entry.state}`}
      data-testid="chat-pending"
      data-state={entry.state}
    >
      <div className="chat-bubble">
        <p className="chat-meta">
          <span className="chat-sender">{t('orders.chat.sender.me')}</span>
        </p>
        {'text' in entry.content ? (
          <MessageText text={entry.content.text} />
        ) : (
          <p className="chat-text">{t('orders.chat.imagePending')}</p>
        )}
      </div>
      <p className="chat-pending-state">
        <span>{stateText}</span>
        {entry.state === 'failed' && (
          <button
            type="button"
            className="text-button chat-retry"
            onClick={() => ctx.onRetry(entry.clientId)}
          >
            {t('orders.chat.retry')}
          </button>
        )}
      </p>
    </div>
  );
}
