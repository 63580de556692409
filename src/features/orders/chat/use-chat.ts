import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatSocketEvent } from '@/contract/orders-chat';
import {
  acceptMessages,
  applyNewestPage,
  EMPTY_CHAT,
  maxId,
  newClientId,
  newestFromOthers,
  prependPage,
  updatePending,
  type ChatContent,
  type ChatState,
} from '@/features/orders/chat/chat-state';
import {
  fetchChatPage,
  followChat,
  markChatRead,
  sendChatMessage,
  sendFailure,
  textProblem,
  type SendRefusal,
} from '@/features/orders/chat/chat-runtime';

/**
 * The order chat's live state: the newest page on open, older pages on request, new messages
 * and "seen" marks from the socket (the newest page polled while it is down), the outbox and the
 * read marks. Sending never loses a message nor sends it twice: each message gets its
 * idempotency key once, is shown at once, and a try that got no answer (network, timeout, 5xx)
 * goes again with the same key: after a short pause while the connection holds, else when the
 * socket or the network returns; when that second try fails too it is marked failed with Retry.
 */

/** Pause before the automatic second try while the connection seems fine (a 5xx). */
export const RETRY_MS = 3000;
/** Read marks wait this long, so a burst of messages is marked read once. */
export const READ_DEBOUNCE_MS = 400;
/** A rate-limit refusal without its `retryAt` (not this API's) waits this long. */
const RATE_FALLBACK_MS = 5000;

/** What the composer says after a refusal (or a problem found before sending). */
export type ChatProblem =
  | { kind: 'empty' | 'tooLong' | 'imageInvalid' | 'imageType' | 'imageSize' | 'upload' }
  | { kind: 'rateLimited'; retryAt: number }
  /** A refusal the composer words by its code (`sendRefusalText`); `error` is the answer. */
  | { kind: 'other'; error: unknown };

export interface ChatView {
  chat: ChatState;
  status: 'loading' | 'ready' | 'error';
  live: boolean;
  loadingEarlier: boolean;
  earlierFailed: boolean;
  draft: string;
  setDraft: (text: string) => void;
  problem: ChatProblem | null;
  setProblem: (problem: ChatProblem | null) => void;
  /** Server time minus the browser's, from the last page (for the rate-limit countdown). */
  clockOffset: number;
  /** The draft through the outbox; false (and a problem) when the text cannot be sent. */
  sendDraft: () => boolean;
  sendImage: (imageFileId: string) => void;
  retry: (clientId: string) => void;
  loadEarlier: () => void;
  reload: () => void;
}

export function useChat({
  orderNo,
  visible,
  onUnread,
}: {
  orderNo: string;
  /** The panel is on screen (a wide page, or the phone's sheet open). */
  visible: boolean;
  onUnread: (unread: number) => void;
}): ChatView {
  const [chat, setChat] = useState<ChatState>(EMPTY_CHAT);
  const chatRef = useRef(chat);
  const update = useCallback((change: (state: ChatState) => ChatState) => {
    chatRef.current = change(chatRef.current);
    setChat(chatRef.current);
  }, []);
  const [status, setStatus] = useState<ChatView['status']>('loading');
  const [live, setLive] = useState(true);
  const liveRef = useRef(true);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<ChatProblem | null>(null);
  const [clockOffset, setClockOffset] = useState(0);
  const loaded = useRef(false);
  const offsetRef = useRef(0);
  // Automatic retries still due; they end with the panel.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const due = timers.current;
    return () => due.forEach(clearTimeout);
  }, []);
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const onUnreadRef = useRef(onUnread);
  onUnreadRef.current = onUnread;

  const loadNewest = useCallback(async () => {
    try {
      const page = await fetchChatPage(orderNo);
      offsetRef.current = page.now - Date.now();
      setClockOffset(offsetRef.current);
      update((state) => applyNewestPage(state, page, !loaded.current));
      loaded.current = true;
      setStatus('ready');
    } catch {
      // A failed poll leaves the chat as it was; only a failed first load says so.
      if (!loaded.current) setStatus('error');
    }
  }, [orderNo, update]);

  const refused = useCallback(
    (content: ChatContent, refusal: SendRefusal | null, error: unknown) => {
      // What the reader typed comes back to the box, unless they already typed something else.
      if ('text' in content) setDraft((current) => (current === '' ? content.text : current));
      if (!refusal) return setProblem({ kind: 'other', error });
      switch (refusal.name) {
        case 'chatRateLimited':
          return setProblem({
            kind: 'rateLimited',
            retryAt: refusal.params.retryAt ?? Date.now() + offsetRef.current + RATE_FALLBACK_MS,
          });
        case 'chatClosed': {
          const closedAt = refusal.params.closedAt ?? Date.now() + offsetRef.current;
          update((state) => ({ ...state, open: false, closesAt: closedAt }));
          return setProblem(null);
        }
        case 'chatImageInvalid':
          return setProblem({ kind: 'imageInvalid' });
        default: {
          const field = refusal.fieldErrors.find((error) => error.path === 'text');
          if (field) return setProblem({ kind: field.code === 'too_big' ? 'tooLong' : 'empty' });
          return setProblem({ kind: 'other', error });
        }
      }
    },
    [update],
  );

  const attempt = useCallback(
    async (clientId: string) => {
      const entry = chatRef.current.pending.find((pending) => pending.clientId === clientId);
      if (!entry || entry.state === 'sending') return;
      const tries = entry.tries + 1;
      update((state) => updatePending(state, clientId, { state: 'sending', tries }));
      try {
        const message = await sendChatMessage(orderNo, clientId, entry.content);
        update((state) => acceptMessages(state, [message]));
      } catch (error) {
        const failure = sendFailure(error);
        // The message may have arrived meanwhile (its frame, a poll): nothing is left to do.
        if (!chatRef.current.pending.some((pending) => pending.clientId === clientId)) return;
        if (failure.kind === 'refused') {
          update((state) => updatePending(state, clientId, null));
          refused(entry.content, failure.refusal, failure.error);
        } else if (tries >= 2) {
          update((state) => updatePending(state, clientId, { state: 'failed' }));
        } else {
          update((state) => updatePending(state, clientId, { state: 'waiting' }));
          // Still connected (a server error): one more try soon; else when the connection returns.
          if (liveRef.current && navigator.onLine) {
            timers.current.add(
              setTimeout(() => {
                const now = chatRef.current.pending.find((p) => p.clientId === clientId);
                if (now?.state === 'waiting') void attempt(clientId);
              }, RETRY_MS),
            );
          }
        }
      }
    },
    [orderNo, update, refused],
  );

  const retryWaiting = useCallback(() => {
    for (const entry of chatRef.current.pending) {
      if (entry.state === 'waiting') void attempt(entry.clientId);
    }
  }, [attempt]);

  const submit = useCallback(
    (content: ChatContent) => {
      const clientId = newClientId();
      update((state) => ({
        ...state,
        pending: [
          ...state.pending,
          { clientId, content, state: 'waiting', tries: 0, createdAt: Date.now() },
        ],
      }));
      void attempt(clientId);
    },
    [attempt, update],
  );

  const sendDraft = useCallback(() => {
    const found = textProblem(draft);
    if (found) {
      setProblem({ kind: found });
      return false;
    }
    setProblem(null);
    submit({ text: draft.trim() });
    setDraft('');
    return true;
  }, [draft, submit]);

  const onFrame = useCallback(
    (frame: ChatSocketEvent) => {
      if (frame.type === 'seen') {
        update((state) => ({ ...state, peerReadId: maxId(state.peerReadId, frame.upToId) }));
        return;
      }
      const message: ChatMessage = frame.message;
      const known = chatRef.current.messages.some((shown) => shown.id === message.id);
      const unseen = !message.mine && !known && !(visibleRef.current && pageShown());
      update((state) => {
        const next = acceptMessages(state, [message]);
        return unseen ? { ...next, unread: state.unread + 1 } : next;
      });
    },
    [update],
  );

  // The newest page, then the socket (polling while it is down) for as long as the chat shows.
  useEffect(() => {
    void loadNewest();
    const stop = followChat(orderNo, {
      onFrame,
      onPoll: () => {
        if (loaded.current) void loadNewest();
      },
      onLive: (now) => {
        const back = now && !liveRef.current;
        liveRef.current = now;
        setLive(now);
        if (back) retryWaiting();
      },
    });
    const online = () => retryWaiting();
    window.addEventListener('online', online);
    return () => {
      stop();
      window.removeEventListener('online', online);
    };
  }, [orderNo, loadNewest, onFrame, retryWaiting]);

  const loadEarlier = useCallback(() => {
    const oldest = chatRef.current.messages[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    fetchChatPage(orderNo, oldest.id)
      .then((page) => update((state) => prependPage(state, page)))
      .catch(() => setEarlierFailed(true))
      .finally(() => setLoadingEarlier(false));
  }, [orderNo, loadingEarlier, update]);

  // Read marks: the panel and the tab are visible and a newer message from the others is shown.
  const newest = newestFromOthers(chat.messages)?.id ?? null;
  const readSent = useRef(0);
  const [tabShown, setTabShown] = useState(pageShown);
  useEffect(() => {
    const change = () => setTabShown(pageShown());
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  useEffect(() => {
    if (!visible || !tabShown || newest === null || newest <= readSent.current) return;
    const timer = setTimeout(() => {
      readSent.current = newest;
      markChatRead(orderNo, newest)
        .then((unread) => update((state) => ({ ...state, unread })))
        .catch(() => {
          readSent.current = 0;
        });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [visible, tabShown, newest, orderNo, update]);

  useEffect(() => {
    if (status === 'ready') onUnreadRef.current(chat.unread);
  }, [chat.unread, status]);

  return {
    chat,
    status,
    live,
    loadingEarlier,
    earlierFailed,
    draft,
    setDraft,
    problem,
    setProblem,
    clockOffset,
    sendDraft,
    sendImage: (imageFileId) => submit({ imageFileId }),
    retry: (clientId) => void attempt(clientId),
    loadEarlier,
    reload: () => {
      setStatus('loading');
      void loadNewest();
    },
  };
}

/** The tab is in front (read marks wait while it is hidden). */
function pageShown(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}
