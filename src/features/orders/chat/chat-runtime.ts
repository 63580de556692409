import { api } from '@/client/api';
import { isApiError } from '@/client/api-error';
import { followTopic } from '@/client/follow-topic';
import { refusalOf, type Refusal } from '@/client/refusal';
import { uploadForKey, type KeyedUploadEvents } from '@/client/upload-for-key';
import { uploadImage } from '@/client/upload-image';
import { readPublicConfig } from '@/config/public';
import {
  chatSocketEvent,
  chatText,
  ordersChatEndpoints as chat,
  type ChatMessage,
  type ChatPage,
  type ChatSocketEvent,
} from '@/contract/orders-chat';
import { IMAGE_EXTENSIONS, uploadImageRequest, type UploadedFile } from '@/contract/payments';
import { chatTopic } from '@/contract/socket';
import type { LocaleCode } from '@/i18n/locales';
import { errorText, fieldCodeText, type RefusalMessages } from '@/i18n/refusal-text';
import type { ChatContent } from '@/features/orders/chat/chat-state';

/**
 * The order chat's browser side that needs the API client, the contract (zod) and the socket:
 * loaded on demand with the chat panel, never with the order page's first script. Sending
 * handles its errors itself (`self`): the panel words each refusal by its code and keeps what
 * the reader typed.
 */

/** One page of history: the newest without `before`, else the one before that message id. */
export function fetchChatPage(orderNo: string, before?: number): Promise<ChatPage> {
  const query = before === undefined ? { orderNo } : { orderNo, before };
  return api.call(chat.c2cOrderChatList, { query }, { errors: 'silent' });
}

/** Sends a text or an image under its idempotency key (a retry sends the same `clientId`). */
export function sendChatMessage(
  orderNo: string,
  clientId: string,
  content: ChatContent,
): Promise<ChatMessage> {
  return api.call(chat.c2cOrderChatSend, { body: { orderNo, clientId, ...content } });
}

/** Marks the chat read up to a message; answers the reader's unread count left. */
export async function markChatRead(orderNo: string, upToId: number): Promise<number> {
  const answer = await api.call(chat.c2cOrderChatRead, { body: { orderNo, upToId } });
  return answer.unread;
}

/** A refused send, typed by the send call's declared refusals. */
export type SendRefusal = Refusal<typeof chat.c2cOrderChatSend>;

/**
 * How a failed send ends: refused (do not retry; `error` is the answer, for its wording), or
 * worth another try with the same key.
 */
export type SendFailure =
  { kind: 'refused'; refusal: SendRefusal | null; error: unknown } | { kind: 'retry' };

/**
 * Sorts a failed send: no answer, a timeout or a server error (5xx) may not have been stored,
 * or stored with the answer lost, so it is retried with the same key; any other answer is a
 * refusal (declared ones typed, unknown ones null).
 */
export function sendFailure(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'retry' };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'retry' };
  if (error.kind === 'server' && error.status >= 500) return { kind: 'retry' };
  return { kind: 'refused', refusal: refusalOf(chat.c2cOrderChatSend, error), error };
}

/**
 * A refused send the composer does not name itself, in the reader's language (issue 13): the
 * message of its code, a field error by its field code, the server's `msg` only for a code the
 * page does not know, else `fallback`.
 */
export function sendRefusalText(
  error: unknown,
  words: { refusals: RefusalMessages; locale: LocaleCode },
  fallback: string,
): string {
  const refusal = refusalOf(chat.c2cOrderChatSend, error);
  const field = refusal?.fieldErrors
    .map((found) => fieldCodeText(found.code, words.refusals))
    .find((text) => text !== null);
  if (refusal?.name === 'invalid' && field) return field;
  return errorText(chat.c2cOrderChatSend, error, words.refusals, {
    locale: words.locale,
    fallback,
  });
}

/** Why a text cannot be sent, checked by the contract's own rule (`chatText`), or null. */
export function textProblem(text: string): 'empty' | 'tooLong' | null {
  const result = chatText.safeParse(text);
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.code === 'too_big') ? 'tooLong' : 'empty';
}

/**
 * Why a picked image cannot be sent, by the upload call's own rule for the `chat` purpose
 * (jpg/jpeg/png, the purpose's size cap) plus the name's extension the server checks, or null.
 */
export function imageProblem(file: File): 'type' | 'size' | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  const result = uploadImageRequest.safeParse({ file, purpose: 'chat' });
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.code === 'too_big') ? 'size' : 'type';
}

const uploads = new Map<string, AbortController>();

/** Uploads a chat image (one at a time per chat: a new pick aborts the one before). */
export function uploadChatImage(
  orderNo: string,
  file: File,
  on: KeyedUploadEvents<UploadedFile>,
): Promise<void> {
  return uploadForKey(
    uploads,
    orderNo,
    (onProgress, signal) => uploadImage(file, 'chat', onProgress, signal),
    on,
  );
}

/**
 * Where a chat image is served (the upload's file address, `GET /c2c/v3/upload/file/:fileId`,
 * open to both parties of the order): the API base is the page's public config.
 */
export function chatImageUrl(fileId: string): string {
  const base = readPublicConfig().apiBase.replace(/\/+$/, '');
  return `${base}/c2c/v3/upload/file/${encodeURIComponent(fileId)}`;
}

/**
 * Follows one order's chat (`chat.<orderNo>`): each valid frame goes to `onFrame`; while the
 * socket is down the newest page is polled (`onPoll`), and once each time it opens again, since
 * frames may have been missed. `onLive` reports whether the socket carries the chat.
 */
export function followChat(
  orderNo: string,
  handlers: {
    onFrame: (frame: ChatSocketEvent) => void;
    onPoll: () => void;
    onLive: (live: boolean) => void;
  },
): () => void {
  return followTopic(
    chatTopic(orderNo),
    (data) => {
      if (data === undefined) {
        handlers.onPoll();
        return;
      }
      const frame = chatSocketEvent.safeParse(data);
      if (frame.success) handlers.onFrame(frame.data);
    },
    handlers.onLive,
  );
}
