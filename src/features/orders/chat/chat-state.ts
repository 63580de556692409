import type { ChatMessage, ChatPage } from '@/contract/orders-chat';

/**
 * The chat's state and the pure steps that change it. Messages are kept by id (the server's
 * order), so a message that arrives twice (the send answer and its socket frame, a poll after a
 * reconnect) is shown once; a pending message (the outbox) leaves as soon as any copy of it
 * arrives from the server, matched by its `clientId`.
 */

/** What an outbox entry carries: exactly one of a text or an uploaded image. */
export type ChatContent = { text: string } | { imageFileId: string };

/**
 * A message the reader sent that the server has not confirmed: `sending` (a request is out),
 * `waiting` (the first try failed on the network or the server; it goes again when the
 * connection returns) or `failed` (a retry failed too: the reader presses Retry).
 */
export interface PendingMessage {
  clientId: string;
  content: ChatContent;
  state: 'sending' | 'waiting' | 'failed';
  tries: number;
  createdAt: number;
}

export interface ChatState {
  /** Oldest first, unique by id. */
  messages: ChatMessage[];
  hasMore: boolean;
  peerReadId: number | null;
  unread: number;
  open: boolean;
  closesAt: number | null;
  pending: PendingMessage[];
}

export const EMPTY_CHAT: ChatState = {
  messages: [],
  hasMore: false,
  peerReadId: null,
  unread: 0,
  open: true,
  closesAt: null,
  pending: [],
};

/** `messages` with `incoming` added (a repeated id keeps the newer copy), oldest first. */
function mergeMessages(messages: ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return messages;
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Pending entries that none of `arrived` confirms. */
function unconfirmed(pending: PendingMessage[], arrived: readonly ChatMessage[]) {
  const ids = new Set(arrived.flatMap((message) => (message.clientId ? [message.clientId] : [])));
  return ids.size === 0 ? pending : pending.filter((entry) => !ids.has(entry.clientId));
}

/** Messages from the server (an answer, a frame): added once, their outbox entries dropped. */
export function acceptMessages(state: ChatState, arrived: readonly ChatMessage[]): ChatState {
  return {
    ...state,
    messages: mergeMessages(state.messages, arrived),
    pending: unconfirmed(state.pending, arrived),
  };
}

/**
 * The newest page (the first load, a poll, a reconnect): its messages are merged with those
 * already shown (older pages stay), and the chat's state is the page's. On the first load
 * `hasMore` is the page's; afterwards older pages decide it (`prependPage`).
 */
export function applyNewestPage(state: ChatState, page: ChatPage, first: boolean): ChatState {
  const merged = acceptMessages(state, page.messages);
  return {
    ...merged,
    hasMore: first ? page.hasMore : state.hasMore,
    peerReadId: maxId(state.peerReadId, page.peerReadId),
    unread: page.unread,
    open: page.open,
    closesAt: page.closesAt,
  };
}

/** An older page (`before` the oldest shown): its messages go before, `hasMore` is its own. */
export function prependPage(state: ChatState, page: ChatPage): ChatState {
  return { ...acceptMessages(state, page.messages), hasMore: page.hasMore };
}

/** The newer of two "seen up to" ids. */
export function maxId(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** The state with one outbox entry changed (or removed when `patch` is null). */
export function updatePending(
  state: ChatState,
  clientId: string,
  patch: Partial<PendingMessage> | null,
): ChatState {
  const pending = patch
    ? state.pending.map((entry) => (entry.clientId === clientId ? { ...entry, ...patch } : entry))
    : state.pending.filter((entry) => entry.clientId !== clientId);
  return { ...state, pending };
}

/** The newest message the reader did not write, or null (what "read up to" names). */
export function newestFromOthers(messages: readonly ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message && !message.mine) return message;
  }
  return null;
}

/** The id of the reader's newest message the other party has seen, or null (one "Seen" mark). */
export function seenMessageId(messages: readonly ChatMessage[], peerReadId: number | null) {
  if (peerReadId === null) return null;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message && message.sender === 'me' && message.id <= peerReadId) return message.id;
  }
  return null;
}

/**
 * A new idempotency key (`chatClientId`: 8 to 64 letters, digits, _ or -): a random UUID without
 * its dashes, made once when a message is first submitted and reused by every retry of it.
 */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
