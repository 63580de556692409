import type { ChatMessage } from '@/contract/orders-chat';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';

/**
 * Rows of the order chat (`order_chat_messages`, `order_chat_reads`) and the reader-relative
 * view of them. Depends on the database only, so the order store can count a viewer's unread
 * messages for every order it builds without importing the chat service.
 */

export type ChatSenderKind = 'user' | 'support' | 'auto';

export interface ChatRecord {
  id: number;
  orderNo: string;
  /** The writing user (the advertiser for an auto-reply); null for support. */
  senderId: number | null;
  senderKind: ChatSenderKind;
  text: string;
  imageFileId: string | null;
  clientId: string | null;
  createdAt: number;
}

function toChatRecord(row: Row): ChatRecord {
  const kind = text(row, 'sender_kind');
  return {
    id: int(row, 'id'),
    orderNo: text(row, 'order_no'),
    senderId: row.sender_id === null ? null : int(row, 'sender_id'),
    senderKind: kind === 'support' || kind === 'auto' ? kind : 'user',
    text: text(row, 'text'),
    imageFileId: textOrNull(row, 'image_file_id'),
    clientId: textOrNull(row, 'client_id'),
    createdAt: int(row, 'created_at'),
  };
}

/**
 * A message as `readerId` sees it: their own side's messages are `mine` (their auto-reply
 * too), and only the sender gets their idempotency key back.
 */
export function toChatMessage(record: ChatRecord, readerId: number): ChatMessage {
  const mine = record.senderId === readerId;
  const sender =
    record.senderKind === 'support'
      ? 'support'
      : record.senderKind === 'auto'
        ? 'auto'
        : mine
          ? 'me'
          : 'counterparty';
  return {
    id: record.id,
    orderNo: record.orderNo,
    sender,
    mine,
    text: record.text,
    imageFileId: record.imageFileId,
    clientId: mine && record.senderKind === 'user' ? record.clientId : null,
    createdAt: record.createdAt,
  };
}

export function findChatMessage(db: Db, id: number): ChatRecord | undefined {
  const row = stmt(db, 'SELECT * FROM order_chat_messages WHERE id = ?').get(id);
  return row ? toChatRecord(row) : undefined;
}

/** The message a sender already stored under this idempotency key in this order, if any. */
export function findByClientId(
  db: Db,
  orderNo: string,
  senderId: number,
  clientId: string,
): ChatRecord | undefined {
  const row = stmt(
    db,
    'SELECT * FROM order_chat_messages WHERE order_no = ? AND sender_id = ? AND client_id = ?',
  ).get(orderNo, senderId, clientId);
  return row ? toChatRecord(row) : undefined;
}

/** What a new message is: who wrote it and its content (text or an image, never both). */
export interface NewChatMessage {
  orderNo: string;
  senderId: number | null;
  senderKind: ChatSenderKind;
  text: string;
  imageFileId: string | null;
  clientId: string | null;
  at: number;
}

export function insertChatMessage(db: Db, message: NewChatMessage): ChatRecord {
  const row = stmt(
    db,
    `INSERT INTO order_chat_messages
       (order_no, sender_id, sender_kind, kind, text, image_file_id, client_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(
    message.orderNo,
    message.senderId,
    message.senderKind,
    message.imageFileId === null ? 'text' : 'image',
    message.text,
    message.imageFileId,
    message.clientId,
    message.at,
  );
  if (!row) throw new Error('Inserting a chat message returned no row');
  return toChatRecord(row);
}

/** One page of history, oldest first: the `limit` newest messages before `before` (if given). */
export function chatPageRows(
  db: Db,
  orderNo: string,
  before: number | undefined,
  limit: number,
): { records: ChatRecord[]; hasMore: boolean } {
  const rows = stmt(
    db,
    `SELECT * FROM order_chat_messages WHERE order_no = :orderNo AND id < :before
      ORDER BY id DESC LIMIT :take`,
  ).all({ orderNo, before: before ?? Number.MAX_SAFE_INTEGER, take: limit + 1 });
  return {
    records: rows.slice(0, limit).map(toChatRecord).reverse(),
    hasMore: rows.length > limit,
  };
}

/** The id of the newest message `userId` has read in the order's chat (0: none). */
export function readCursor(db: Db, orderNo: string, userId: number): number {
  const row = stmt(
    db,
    'SELECT read_id FROM order_chat_reads WHERE order_no = ? AND user_id = ?',
  ).get(orderNo, userId);
  return row ? int(row, 'read_id') : 0;
}

/** Moves the reader's cursor forward (never back); true when it moved. */
export function advanceReadCursor(
  db: Db,
  orderNo: string,
  userId: number,
  readId: number,
): boolean {
  const { changes } = stmt(
    db,
    `INSERT INTO order_chat_reads (order_no, user_id, read_id) VALUES (?, ?, ?)
     ON CONFLICT (order_no, user_id) DO UPDATE SET read_id = excluded.read_id
       WHERE excluded.read_id > order_chat_reads.read_id`,
  ).run(orderNo, userId, readId);
  return Number(changes) > 0;
}

/** The newest message id of the chat at or below `upTo` (0 when there is none). */
export function newestIdUpTo(db: Db, orderNo: string, upTo: number): number {
  const row = stmt(
    db,
    'SELECT MAX(id) AS id FROM order_chat_messages WHERE order_no = ? AND id <= ?',
  ).get(orderNo, upTo);
  return row && row.id !== null ? int(row, 'id') : 0;
}

/**
 * Messages from the others (the other party, support, the other side's auto-reply) that
 * `userId` has not read: the number on the order page, My orders rows and `user.chat`.
 */
export function chatUnreadCount(db: Db, orderNo: string, userId: number): number {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n FROM order_chat_messages
      WHERE order_no = :orderNo AND sender_id IS NOT :userId
        AND id > COALESCE(
          (SELECT read_id FROM order_chat_reads WHERE order_no = :orderNo AND user_id = :userId),
          0)`,
  ).get({ orderNo, userId });
  return row ? int(row, 'n') : 0;
}

/**
 * "Seen": the newest of `writerId`'s own messages that `readerId` has read, or null. The
 * writer's page shows it under their messages.
 */
export function seenUpTo(
  db: Db,
  orderNo: string,
  writerId: number,
  readerId: number,
): number | null {
  const row = stmt(
    db,
    `SELECT MAX(id) AS id FROM order_chat_messages
      WHERE order_no = ? AND sender_id = ? AND id <= ?`,
  ).get(orderNo, writerId, readCursor(db, orderNo, readerId));
  return row && row.id !== null ? int(row, 'id') : null;
}

/**
 * Whether `userId` may see an uploaded chat image: it was sent in the chat of an order of
 * theirs (the other party uploaded it, so the owner check alone would hide it from them).
 */
export function chatImageVisibleTo(db: Db, fileId: string, userId: number): boolean {
  return (
    stmt(
      db,
      `SELECT 1 AS visible FROM order_chat_messages m JOIN orders o ON o.order_no = m.order_no
        WHERE m.image_file_id = ? AND (o.buyer_id = ? OR o.seller_id = ?) LIMIT 1`,
    ).get(fileId, userId, userId) !== undefined
  );
}

/**
 * Messages `senderId` typed (not support's, not auto-replies) since `since`, newest first, at
 * most `limit`: what the rate limit counts.
 */
export function recentSendTimes(db: Db, senderId: number, since: number, limit: number): number[] {
  return stmt(
    db,
    `SELECT created_at FROM order_chat_messages
      WHERE sender_id = ? AND sender_kind = 'user' AND created_at > ?
      ORDER BY created_at DESC LIMIT ?`,
  )
    .all(senderId, since, limit)
    .map((row) => int(row, 'created_at'));
}
