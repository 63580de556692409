import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_TEXT_MAX } from '@/contract/orders-chat';
import { IMAGE_MAX_BYTES } from '@/contract/payments';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { OrdersT } from '@/features/orders/messages';
import {
  imageProblem,
  sendRefusalText,
  uploadChatImage,
} from '@/features/orders/chat/chat-runtime';
import type { ChatProblem } from '@/features/orders/chat/use-chat';

/**
 * The chat's composer: a text box (Enter sends, Shift+Enter starts a new line, a counter near
 * the limit), an image button (checked by the upload rule, then uploaded with progress) and
 * Send. Problems show under the box in the reader's language (a refusal by its code, with
 * `refusals`); the box is emptied only when the message is in the outbox, and a refused text
 * comes back to it, so nothing typed is lost. Focus stays in the box after sending.
 */

/** The counter shows from this many characters (a tenth of the limit before it). */
const COUNTER_FROM = CHAT_TEXT_MAX - 100;
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MB = 1024 * 1024;

export function ChatComposer({
  orderNo,
  draft,
  setDraft,
  problem,
  setProblem,
  clockOffset,
  onSend,
  onImage,
  boxRef,
  t,
  refusals,
  locale,
}: {
  orderNo: string;
  draft: string;
  setDraft: (text: string) => void;
  problem: ChatProblem | null;
  setProblem: (problem: ChatProblem | null) => void;
  clockOffset: number;
  /** Sends the draft; false when it could not be (the problem is set). */
  onSend: () => boolean;
  onImage: (imageFileId: string) => void;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  t: OrdersT;
  /** The refusal messages of the send call, in the page's language. */
  refusals: RefusalMessages;
  locale: LocaleCode;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now() + clockOffset);

  // The rate-limit countdown, on server time; the notice goes once sending works again.
  const retryAt = problem?.kind === 'rateLimited' ? problem.retryAt : null;
  useEffect(() => {
    if (retryAt === null) return;
    const tick = () => {
      const at = Date.now() + clockOffset;
      setNow(at);
      if (at >= retryAt) setProblem(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [retryAt, clockOffset, setProblem]);

  const send = () => {
    // While rate-limited the notice counts down; Enter waits like the disabled Send button.
    if (problem?.kind !== 'rateLimited') onSend();
    boxRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an input method composing a word keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const pick = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const found = imageProblem(file);
    if (found) return setProblem({ kind: found === 'size' ? 'imageSize' : 'imageType' });
    setProblem(null);
    setUploading(0);
    void uploadChatImage(orderNo, file, {
      progress: setUploading,
      done: (stored) => {
        setUploading(null);
        onImage(stored.fileId);
        boxRef.current?.focus();
      },
      failed: (_detail, refused) => {
        setUploading(null);
        // A file the server refused says why (formats or size) rather than "try again".
        if (refused) return setProblem({ kind: refused === 'size' ? 'imageSize' : 'imageType' });
        setProblem({ kind: 'upload' });
      },
    });
  };

  const problemText = (() => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'rateLimited':
        return t('orders.chat.error.rateLimited', {
          countdown: `\u2066${formatCountdown(remainingSeconds(problem.retryAt, now))}\u2069`,
        });
      case 'tooLong':
        return t('orders.chat.error.tooLong', { max: CHAT_TEXT_MAX });
      case 'imageSize':
        return t('orders.chat.error.imageSize', { max: IMAGE_MAX_BYTES.chat / MB });
      case 'other':
        return sendRefusalText(problem.error, { refusals, locale }, t('orders.chat.error.send'));
      default:
        return t(`orders.chat.error.${problem.kind}`);
    }
  })();
  const limited = retryAt !== null;
  const counter = draft.length >= COUNTER_FROM;
  const over = draft.trim().length > CHAT_TEXT_MAX;
  const described = [`${id}-hint`, problemText ? `${id}-problem` : '', counter ? `${id}-count` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className="chat-composer"
      data-testid="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-box`} className="sr-only">
        {t('orders.chat.label')}
      </label>
      <textarea
        id={`${id}-box`}
        ref={boxRef}
        className="chat-box"
        rows={2}
        value={draft}
        placeholder={t('orders.chat.placeholder')}
        aria-describedby={described}
        aria-invalid={problem?.kind === 'empty' || problem?.kind === 'tooLong' || undefined}
        dir="auto"
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem?.kind === 'empty' || problem?.kind === 'tooLong') setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer-bar">
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <button
          type="button"
          className="secondary-button chat-attach"
          disabled={uploading !== null}
          onClick={() => fileRef.current?.click()}
        >
          {t('orders.chat.attach')}
        </button>
        {counter && (
          <span id={`${id}-count`} className={`chat-count${over ? ' is-over' : ''}`} dir="ltr">
            {t('orders.chat.counter', { count: draft.length, max: CHAT_TEXT_MAX })}
          </span>
        )}
        <button type="submit" className="primary-button chat-send" disabled={limited}>
          {t('orders.chat.send')}
        </button>
      </div>
      {uploading !== null && (
        <p className="chat-uploading" role="status">
          {t('orders.chat.uploading', { percent: uploading })}
        </p>
      )}
      {problemText && (
        <p id={`${id}-problem`} className="chat-problem" role="alert" data-testid="chat-problem">
          {problemText}
        </p>
      )}
      <p id={`${id}-hint`} className="chat-hint">
        {t('orders.chat.hint')}
      </p>
    </form>
  );
}
