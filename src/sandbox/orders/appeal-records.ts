import type { OrderRole } from '@/contract/entities';
import type {
  AppealActor,
  AppealEntry,
  AppealEntryKind,
  AppealReason,
  AppealStance,
  OrderAppeal,
} from '@/contract/orders-appeal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import type { OrderRecord } from '@/sandbox/orders/store';
import { uploadFileUrl } from '@/sandbox/uploads/uploads';

/**
 * Reading appeals (issue 14, item 4): the stored appeal, the steps the parties took on it
 * (`appeal_entries`: the respondent's statement, each stance), and the appeal as one party sees
 * it, with its timeline. Support's words come from the order chat (the messages support wrote
 * while the appeal was open), so they have one source; who resolved it comes from the order's
 * own `appeal_resolved` event.
 */

/** An appeal as stored: the raiser's id and contact details, never sent to the counterparty. */
export interface AppealRecord extends Omit<
  OrderAppeal,
  | 'raisedBy'
  | 'raisedByMe'
  | 'contactPerson'
  | 'contactInfo'
  | 'stances'
  | 'answered'
  | 'supportRequestedAt'
  | 'timeline'
> {
  raisedById: number;
  contactPerson: string;
  contactInfo: string;
}

/** One step a party took on an appeal after it was raised. */
export interface AppealEntryRecord {
  id: number;
  appealId: number;
  kind: 'statement' | AppealStance;
  byRole: OrderRole;
  text: string;
  evidence: string[];
  at: number;
}

const fileIds = (raw: string): string[] => {
  const parsed = JSON.parse(raw) as unknown;
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
};

export function toAppealRecord(row: Row): AppealRecord {
  const resolution = textOrNull(row, 'resolution');
  return {
    id: int(row, 'id'),
    orderNo: text(row, 'order_no'),
    raisedById: int(row, 'raised_by'),
    reason: text(row, 'reason') as AppealReason,
    description: text(row, 'description'),
    contactPerson: text(row, 'contact_person'),
    contactInfo: text(row, 'contact_info'),
    evidence: fileIds(text(row, 'evidence')),
    status: text(row, 'status') as OrderAppeal['status'],
    resolution: resolution === 'buyer' || resolution === 'seller' ? resolution : null,
    createdAt: int(row, 'created_at'),
    closedAt: row.closed_at === null ? null : int(row, 'closed_at'),
  };
}

/** Every appeal of an order, newest first. */
export function appealsOf(db: Db, orderNo: string): AppealRecord[] {
  return stmt(db, 'SELECT * FROM appeals WHERE order_no = ? ORDER BY id DESC')
    .all(orderNo)
    .map(toAppealRecord);
}

/** The order's appeal in progress, if any (at most one is open at a time). */
export function openAppealOf(db: Db, orderNo: string): AppealRecord | undefined {
  return appealsOf(db, orderNo).find((a) => a.status === 'open');
}

function toEntryRecord(row: Row): AppealEntryRecord {
  const kind = text(row, 'kind');
  return {
    id: int(row, 'id'),
    appealId: int(row, 'appeal_id'),
    kind: kind === 'statement' || kind === 'agreed' ? kind : 'not_agreed',
    byRole: text(row, 'by_role') === 'seller' ? 'seller' : 'buyer',
    text: text(row, 'text'),
    evidence: fileIds(text(row, 'evidence')),
    at: int(row, 'created_at'),
  };
}

/** The steps taken on an appeal, oldest first. */
export function entriesOf(db: Db, appealId: number): AppealEntryRecord[] {
  return stmt(db, 'SELECT * FROM appeal_entries WHERE appeal_id = ? ORDER BY id')
    .all(appealId)
    .map(toEntryRecord);
}

/** Stores one step (inside the caller's transaction). */
export function insertEntry(db: Db, entry: Omit<AppealEntryRecord, 'id'>): void {
  stmt(
    db,
    `INSERT INTO appeal_entries (appeal_id, kind, by_role, text, evidence, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.appealId,
    entry.kind,
    entry.byRole,
    entry.text,
    JSON.stringify(entry.evidence),
    entry.at,
  );
}

/** A party's current stance: their latest one, null before they said. */
export function stanceOf(entries: readonly AppealEntryRecord[], role: OrderRole) {
  const said = entries.filter((e) => e.kind !== 'statement' && e.byRole === role);
  const latest = said[said.length - 1];
  return latest && latest.kind !== 'statement' ? latest.kind : null;
}

/** What support wrote into the order's chat from `from` to `to` (inclusive), oldest first. */
function supportMessages(db: Db, orderNo: string, from: number, to: number) {
  return stmt(
    db,
    `SELECT id, text, created_at FROM order_chat_messages
      WHERE order_no = ? AND sender_kind = 'support' AND kind = 'text'
        AND created_at >= ? AND created_at <= ?
      ORDER BY id`,
  )
    .all(orderNo, from, to)
    .map((row) => ({ id: int(row, 'id'), text: text(row, 'text'), at: int(row, 'created_at') }));
}

/** Who resolved an appeal closed at `at`: the seller by releasing, else support by deciding. */
function resolvedBy(db: Db, orderNo: string, at: number): AppealActor {
  const row = stmt(
    db,
    `SELECT data FROM order_events
      WHERE order_no = ? AND type = 'appeal_resolved' AND at = ? ORDER BY id DESC LIMIT 1`,
  ).get(orderNo, at);
  const data = JSON.parse(row ? (textOrNull(row, 'data') ?? '{}') : '{}') as { actor?: string };
  return data.actor === 'seller' ? 'seller' : 'support';
}

/** Same-instant entries read in the order they happen: the raise first, the close last. */
const RANK: Record<AppealEntryKind, number> = {
  raised: 0,
  statement: 1,
  agreed: 1,
  not_agreed: 1,
  support_message: 1,
  withdrawn: 2,
  resolved: 2,
};

const evidenceOf = (ids: readonly string[]) =>
  ids.map((fileId) => ({ fileId, url: uploadFileUrl(fileId) }));

/** The appeal's progress as `viewer` (a party of the order) sees it, oldest first. */
function timelineOf(
  db: Db,
  appeal: AppealRecord,
  entries: readonly AppealEntryRecord[],
  raisedBy: OrderRole,
  viewer: OrderRole,
  now: number,
): AppealEntry[] {
  const entry = (
    id: string,
    kind: AppealEntryKind,
    by: AppealActor,
    at: number,
    body: string | null = null,
    evidence: readonly string[] = [],
  ): AppealEntry => ({
    id,
    kind,
    by,
    byMe: by === viewer,
    text: body,
    evidence: evidenceOf(evidence),
    at,
  });
  const timeline = [
    entry(
      `raised-${appeal.id}`,
      'raised',
      raisedBy,
      appeal.createdAt,
      appeal.description,
      appeal.evidence,
    ),
    ...entries.map((e) =>
      entry(
        `entry-${e.id}`,
        e.kind,
        e.byRole,
        e.at,
        e.kind === 'statement' ? e.text : null,
        e.evidence,
      ),
    ),
    ...supportMessages(db, appeal.orderNo, appeal.createdAt, appeal.closedAt ?? now).map((m) =>
      entry(`support-${m.id}`, 'support_message', 'support', m.at, m.text),
    ),
  ];
  if (appeal.status === 'withdrawn' && appeal.closedAt !== null) {
    timeline.push(entry(`withdrawn-${appeal.id}`, 'withdrawn', raisedBy, appeal.closedAt));
  }
  if (appeal.status === 'resolved' && appeal.closedAt !== null) {
    const by = resolvedBy(db, appeal.orderNo, appeal.closedAt);
    timeline.push(entry(`resolved-${appeal.id}`, 'resolved', by, appeal.closedAt));
  }
  // A stable sort: entries of one instant and rank keep the order they were written in.
  return timeline.sort((a, b) => a.at - b.at || RANK[a.kind] - RANK[b.kind]);
}

/** An appeal as `viewerId` (a party of `order`) sees it; `now` bounds an open appeal's support messages. */
export function toOrderAppeal(
  db: Db,
  order: OrderRecord,
  appeal: AppealRecord,
  viewerId: number,
  now: number,
): OrderAppeal {
  const { raisedById, contactPerson, contactInfo, ...rest } = appeal;
  const raisedBy: OrderRole = raisedById === order.buyerId ? 'buyer' : 'seller';
  const viewer: OrderRole = viewerId === order.buyerId ? 'buyer' : 'seller';
  const raisedByMe = raisedById === viewerId;
  const entries = entriesOf(db, appeal.id);
  const firstNotAgreed = entries.find((e) => e.kind === 'not_agreed');
  return {
    ...rest,
    raisedBy,
    raisedByMe,
    // Contact details are for support: the counterparty never sees them.
    contactPerson: raisedByMe ? contactPerson : null,
    contactInfo: raisedByMe ? contactInfo : null,
    stances: { buyer: stanceOf(entries, 'buyer'), seller: stanceOf(entries, 'seller') },
    answered: entries.some((e) => e.kind === 'statement'),
    supportRequestedAt: firstNotAgreed?.at ?? null,
    timeline: timelineOf(db, appeal, entries, raisedBy, viewer, now),
  };
}

/**
 * Whether `userId` may see an uploaded image: it is evidence of an appeal (the raiser's or the
 * respondent's) on an order of theirs. Either party uploaded it, so the owner check alone would
 * hide it from the other; anyone else still gets the 404 of a missing file.
 */
export function appealEvidenceVisibleTo(db: Db, fileId: string, userId: number): boolean {
  return (
    stmt(
      db,
      `SELECT 1 AS visible FROM orders o
        WHERE (o.buyer_id = :user OR o.seller_id = :user) AND (
          EXISTS (SELECT 1 FROM appeals a, json_each(a.evidence) f
                   WHERE a.order_no = o.order_no AND f.value = :file)
          OR EXISTS (SELECT 1 FROM appeals a JOIN appeal_entries e ON e.appeal_id = a.id,
                       json_each(e.evidence) f
                      WHERE a.order_no = o.order_no AND f.value = :file))
        LIMIT 1`,
    ).get({ user: userId, file: fileId }) !== undefined
  );
}
