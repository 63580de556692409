import type { OrderActor, OrderEventType } from '@/contract/orders';
import type { OrderRole } from '@/contract/entities';
import type { OrderMessageEvent } from '@/contract/user-notifications';
import { localeByCode, type LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { text, textOrNull } from '@/sandbox/db/rows';
import {
  EN,
  JA,
  KO,
  ZH_CN,
  ZH_HK,
  ZH_TC,
  type OrderMessageKey,
  type OrderMessageTexts,
} from '@/sandbox/user/order-message-texts';
import { ES, FA, FR, PT, RU, UK, VI } from '@/sandbox/user/order-message-texts-more';
import {
  FEEDBACK_MESSAGE_TEXTS,
  type FeedbackMessageKey,
} from '@/sandbox/user/order-message-texts-feedback';
import {
  EXTENDED_MESSAGE_TEXTS,
  type ExtendedMessageKey,
} from '@/sandbox/user/order-message-texts-extended';
import {
  APPEAL_PROGRESS_TEXTS,
  type AppealProgressKey,
} from '@/sandbox/user/order-message-texts-appeal';
import { MARKET_ALERT_TEXTS, type MarketAlertKey } from '@/sandbox/user/market-alert-texts';

/**
 * Internal messages about order events (issue 12, item 1). A message is stored as an event code
 * and its parameters, never as text: it is rendered in the reader's language each time it is
 * read, so one message reads right in all 13 languages and a reworded text applies to old ones.
 */

/** What a message's text needs, as stored (JSON). Amounts are the order's decimal strings. */
export interface OrderMessageParams {
  orderNo: string;
  coin: string;
  quantity: string;
  fiat: string;
  amount: string;
  /** The reader's side of the order (picks the seller's receipt of a release). */
  role: OrderRole;
  /** The other party's name as the reader sees it. */
  nickname: string;
  /** Order cancelled: by the buyer or by the payment timeout. */
  cancelledBy?: 'buyer' | 'timeout';
  /** Appeal resolved: the coins went to the buyer (released) or back to the seller. */
  outcome?: 'released' | 'cancelled';
  /** Deadline reminder: whole minutes left when it was sent; deadline extended: minutes added. */
  minutes?: number;
  /** New chat message: who wrote the latest one, and how many are unread in that chat. */
  from?: 'counterparty' | 'support';
  count?: number;
  /** Feedback: the other party changed feedback they had already left. */
  changed?: boolean;
  /** Appeal progress: the other party answered, said they agreed, or could not agree. */
  step?: 'answered' | 'agreed' | 'not_agreed';
}

/** The order fields a message needs. */
export interface OrderMessageSource {
  orderNo: string;
  buyerId: number;
  sellerId: number;
  coin: string;
  quantity: string;
  fiat: string;
  totalPrice: string;
}

const TEXTS: Record<LocaleCode, OrderMessageTexts> = {
  en: EN,
  'zh-CN': ZH_CN,
  'zh-TC': ZH_TC,
  'zh-Hk': ZH_HK,
  ko: KO,
  ja: JA,
  ru: RU,
  fa: FA,
  uk: UK,
  es: ES,
  vi: VI,
  fr: FR,
  pt: PT,
};

/** A party as the other one sees them: nickname, or a neutral name before one is set. */
export function partyName(db: Db, userId: number): string {
  const row = stmt(db, 'SELECT uid, nickname FROM users WHERE id = ?').get(userId);
  if (!row) return `User ${userId}`;
  return textOrNull(row, 'nickname') ?? `User ${text(row, 'uid').slice(-4)}`;
}

function textKey(
  event: string,
  params: OrderMessageParams,
):
  | OrderMessageKey
  | FeedbackMessageKey
  | ExtendedMessageKey
  | AppealProgressKey
  | MarketAlertKey
  | null {
  switch (event) {
    case 'market.alert':
      // A saved search's alert (`market/alerts.ts`): worded by the searcher's side.
      return (params as { side?: unknown }).side === 'sell' ? 'alert.sell' : 'alert.buy';
    case 'appeal.progress':
      return params.step === 'answered' || params.step === 'agreed' || params.step === 'not_agreed'
        ? `appeal.${params.step}`
        : null;
    case 'feedback.received':
      return params.changed === true ? 'feedback.changed' : 'feedback.received';
    case 'order.released':
      return params.role === 'seller' ? 'order.released.receipt' : 'order.released';
    case 'appeal.resolved':
      return params.outcome === 'released'
        ? 'appeal.resolved.released'
        : 'appeal.resolved.cancelled';
    case 'chat.message':
      return params.from === 'support' ? 'chat.message.support' : 'chat.message';
    case 'order.placed':
    case 'order.paid':
    case 'order.cancelled':
    case 'order.timeout':
    case 'order.deadline':
    case 'order.extended':
    case 'appeal.raised':
    case 'appeal.withdrawn':
      return event;
    default:
      return null;
  }
}

/**
 * Fills `{name}` placeholders. In a right-to-left language each value (an amount, an order
 * number, a Latin nickname) is a first-strong isolate, so it keeps its own direction and does
 * not reorder the sentence around it, as the pages isolate the values they put in a sentence.
 */
function fill(template: string, params: OrderMessageParams, isolate: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (params as unknown as Record<string, unknown>)[name];
    if (typeof value !== 'string' && typeof value !== 'number') return whole;
    return isolate ? `\u2068${value}\u2069` : String(value);
  });
}

/**
 * Title and content of an order-event message in `lang` (null: English), or null when the
 * code is unknown (the caller then shows the stored text).
 */
export function renderOrderMessage(
  event: string,
  paramsJson: string | null,
  lang: LocaleCode | null,
): { title: string; content: string } | null {
  const params = JSON.parse(paramsJson ?? '{}') as OrderMessageParams;
  const key = textKey(event, params);
  if (!key) return null;
  const texts = {
    ...TEXTS[lang ?? 'en'],
    ...FEEDBACK_MESSAGE_TEXTS[lang ?? 'en'],
    ...EXTENDED_MESSAGE_TEXTS[lang ?? 'en'],
    ...APPEAL_PROGRESS_TEXTS[lang ?? 'en'],
    ...MARKET_ALERT_TEXTS[lang ?? 'en'],
  };
  const [title, content] = texts[key];
  const isolate = lang !== null && localeByCode(lang).dir === 'rtl';
  return { title: fill(title, params, isolate), content: fill(content, params, isolate) };
}

/**
 * Stores one unread order-event message (title and content stay empty: rendered on read), to be
 * pushed to the user's browsers once the transaction has committed (`push/send.ts`).
 */
export function insertOrderMessage(
  ctx: SandboxContext,
  userId: number,
  event: OrderMessageEvent,
  params: OrderMessageParams,
  at: number,
): void {
  const { lastInsertRowid } = stmt(
    ctx.db,
    `INSERT INTO internal_messages (user_id, title, content, status, push_time, event, params, order_no)
     VALUES (?, '', '', 0, ?, ?, ?, ?)`,
  ).run(userId, at, event, JSON.stringify(params), params.orderNo);
  queuePush(ctx, userId, Number(lastInsertRowid));
}

/**
 * Queues message `id` for the user's browsers (again, after an update): `push/send.ts` hands it
 * over once the transaction has committed.
 */
export function queuePush(ctx: SandboxContext, userId: number, id: number): void {
  stmt(ctx.db, 'INSERT OR IGNORE INTO push_outbox (message_id, user_id) VALUES (?, ?)').run(
    id,
    userId,
  );
}

/** The parameters of a message about `order` for the party on `role`. */
export function orderMessageParams(
  db: Db,
  order: OrderMessageSource,
  role: OrderRole,
): OrderMessageParams {
  const other = role === 'buyer' ? order.sellerId : order.buyerId;
  return {
    orderNo: order.orderNo,
    coin: order.coin,
    quantity: order.quantity,
    fiat: order.fiat,
    amount: order.totalPrice,
    role,
    nickname: partyName(db, other),
  };
}

const otherSide = (role: OrderRole): OrderRole => (role === 'buyer' ? 'seller' : 'buyer');

/** The appeal step an order event stands for, in an `appeal.progress` message. */
const STEP = {
  appeal_answered: 'answered',
  appeal_agreed: 'agreed',
  appeal_not_agreed: 'not_agreed',
} as const;

/**
 * Who hears about an order transition, and with which message. Placing, paying, cancelling,
 * raising and withdrawing an appeal tell the other party; a release tells the buyer and gives
 * the seller a receipt; a timeout and an appeal's close tell both. A release or cancellation by
 * support says nothing of its own: the appeal's close, recorded with it, tells both the outcome.
 */
function plan(
  event: OrderEventType,
  actor: OrderActor,
  detail: string | null,
): { role: OrderRole; event: OrderMessageEvent; extra?: Partial<OrderMessageParams> }[] {
  const party = actor === 'buyer' || actor === 'seller' ? actor : null;
  switch (event) {
    case 'placed':
      return party ? [{ role: otherSide(party), event: 'order.placed' }] : [];
    case 'paid':
      return [{ role: 'seller', event: 'order.paid' }];
    case 'released':
      return actor === 'seller'
        ? [
            { role: 'buyer', event: 'order.released' },
            { role: 'seller', event: 'order.released' },
          ]
        : [];
    case 'cancelled':
      if (actor === 'buyer')
        return [{ role: 'seller', event: 'order.cancelled', extra: { cancelledBy: 'buyer' } }];
      if (actor === 'system')
        return (['buyer', 'seller'] as const).map((role) => ({
          role,
          event: 'order.timeout',
          extra: { cancelledBy: 'timeout' },
        }));
      return [];
    case 'appealed':
      return party ? [{ role: otherSide(party), event: 'appeal.raised' }] : [];
    case 'appeal_withdrawn':
      return party ? [{ role: otherSide(party), event: 'appeal.withdrawn' }] : [];
    case 'appeal_answered':
    case 'appeal_agreed':
    case 'appeal_not_agreed':
      // The other party hears of each step of the appeal's other side (issue 14, item 4).
      return party
        ? [{ role: otherSide(party), event: 'appeal.progress', extra: { step: STEP[event] } }]
        : [];
    case 'deadline_extended':
      // The buyer is the one who needs to know: they have more time to pay.
      return [{ role: 'buyer', event: 'order.extended', extra: { minutes: Number(detail) } }];
    case 'appeal_resolved': {
      const outcome = detail === 'buyer' ? 'released' : 'cancelled';
      return (['buyer', 'seller'] as const).map((role) => ({
        role,
        event: 'appeal.resolved',
        extra: { outcome },
      }));
    }
  }
}

/**
 * Records the messages an order transition owes its parties, inside the transition's
 * transaction; returns the users to tell their new unread count once it has committed.
 */
export function recordOrderMessages(
  ctx: SandboxContext,
  order: OrderMessageSource,
  event: OrderEventType,
  actor: OrderActor,
  at: number,
  detail: string | null,
): number[] {
  return plan(event, actor, detail).map((step) => {
    const userId = step.role === 'buyer' ? order.buyerId : order.sellerId;
    const params = { ...orderMessageParams(ctx.db, order, step.role), ...step.extra };
    insertOrderMessage(ctx, userId, step.event, params, at);
    return userId;
  });
}
