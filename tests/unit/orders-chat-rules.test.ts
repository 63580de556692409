import { describe, expect, it } from 'vitest';
import { chatClientId } from '@/contract/orders-chat';
import {
  acceptMessages,
  applyNewestPage,
  EMPTY_CHAT,
  newClientId,
  prependPage,
  seenMessageId,
  type ChatState,
} from '@/features/orders/chat/chat-state';
import { hasLink, splitLinks } from '@/features/orders/chat/chat-text';
import { systemLines } from '@/features/orders/chat/system-lines';
import { formatPlural } from '@/i18n/plural';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { orderListMessages } from '@/features/orders/list/server/messages';
import { ordersMessages } from '@/features/orders/server/messages';
import { message, page } from './support/orders-chat';

/**
 * The order chat's pure parts (issue 12, item 4): link detection, the system lines of each
 * transition, the plural counts of the badges, and the message state that never shows a
 * message twice.
 */

/** The order page's translator in one language. */
const createTranslator = (locale: LocaleCode) => createIslandTranslator(ordersMessages(locale));

describe('links in chat text', () => {
  it('splits links from the text, leaving the sentence’s punctuation out', () => {
    expect(splitLinks('see https://x.example/a?b=1. thanks')).toEqual([
      { link: false, text: 'see ' },
      { link: true, text: 'https://x.example/a?b=1' },
      { link: false, text: '. thanks' },
    ]);
    expect(
      splitLinks('www.fake-bank.com/login, t.me/scam and pay.xyz').filter((p) => p.link),
    ).toEqual([
      { link: true, text: 'www.fake-bank.com/login' },
      { link: true, text: 't.me/scam' },
      { link: true, text: 'pay.xyz' },
    ]);
  });

  it('leaves ordinary text, amounts and decimals alone', () => {
    for (const text of ['I paid 10.50 EUR', 'ref 2025.01.15', 'ok.thanks', 'هزینه ۱۰.۵ است'])
      expect(hasLink(text), text).toBe(false);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('system lines', () => {
  const events = [
    { id: 1, type: 'placed', actor: 'buyer', at: 1, detail: null },
    { id: 4, type: 'appeal_withdrawn', actor: 'seller', at: 4, detail: null },
    { id: 3, type: 'appealed', actor: 'seller', at: 3, detail: 'other' },
    { id: 2, type: 'paid', actor: 'buyer', at: 2, detail: null },
    { id: 5, type: 'released', actor: 'seller', at: 5, detail: null },
  ] as const;

  it('words each transition from the reader’s side, oldest first, in the reader’s language', () => {
    const en = createTranslator('en');
    const fa = createTranslator('fa');
    const buyer = systemLines({ role: 'buyer', events: [...events] });
    expect(buyer.map((line) => en(line.text, { name: 'max' }))).toEqual([
      'You placed the order.',
      'You marked the order as paid.',
      'max opened an appeal.',
      'max withdrew the appeal.',
      'max released the crypto; the order is completed.',
    ]);
    const seller = systemLines({ role: 'seller', events: [...events] });
    expect(seller.map((line) => fa(line.text, { name: 'bob' }))).toEqual([
      'bob سفارش را ثبت کرد.',
      'bob سفارش را پرداخت‌شده علامت زد.',
      'شما اعتراض ثبت کردید.',
      'شما اعتراض را پس گرفتید.',
      'شما رمزارز را آزاد کردید؛ سفارش تکمیل شد.',
    ]);
  });

  it('tells a cancellation by the buyer, by the timeout and by support apart', () => {
    const en = createTranslator('en');
    const cancelled = (actor: 'buyer' | 'system' | 'support') =>
      en(
        systemLines({
          role: 'seller',
          events: [{ id: 1, type: 'cancelled', actor, at: 1, detail: null }],
        })[0]?.text ?? 'orders.chat.title',
        { name: 'bob' },
      );
    expect(cancelled('buyer')).toBe('bob cancelled the order.');
    expect(cancelled('system')).toBe(
      'The order was cancelled automatically: the payment time ran out.',
    );
    expect(cancelled('support')).toBe('Customer support cancelled the order.');
  });
});

describe('plural counts', () => {
  it('picks each language’s plural form', () => {
    const en = createTranslator('en')('orders.chat.unread');
    expect(formatPlural(en, { count: 1 }, 'en')).toBe('1 unread message');
    expect(formatPlural(en, { count: 3 }, 'en')).toBe('3 unread messages');
    const ru = orderListMessages('ru')['orderList.chatUnread'];
    expect([1, 3, 5, 21].map((count) => formatPlural(ru, { count }, 'ru'))).toEqual([
      '1 непрочитанное сообщение',
      '3 непрочитанных сообщения',
      '5 непрочитанных сообщений',
      '21 непрочитанное сообщение',
    ]);
    const zh = createTranslator('zh-CN')('orders.chat.unread');
    expect(formatPlural(zh, { count: 2 }, 'zh-CN')).toBe('2 条未读消息');
  });

  it('leaves a block without its number visible, and fills plain placeholders too', () => {
    expect(
      formatPlural('{n, plural, one {# x} other {# xs}} for {name}', { name: 'a' }, 'en'),
    ).toBe('{n, plural, one {# x} other {# xs}} for a');
    expect(formatPlural('{n, plural, =0 {none} other {# left}}', { n: 0 }, 'en')).toBe('none');
  });
});

describe('the message state', () => {
  it('keeps each message once, by id, and drops the outbox entry its copy confirms', () => {
    const pendingOne = {
      clientId: 'abcdefgh12',
      content: { text: 'hi' },
      state: 'sending' as const,
      tries: 1,
      createdAt: 0,
    };
    let state: ChatState = { ...EMPTY_CHAT, pending: [pendingOne] };
    const stored = message(5, { sender: 'me', mine: true, clientId: 'abcdefgh12', text: 'hi' });
    state = acceptMessages(state, [stored]);
    state = acceptMessages(state, [stored]);
    expect(state.messages.map((m) => m.id)).toEqual([5]);
    expect(state.pending).toEqual([]);
  });

  it('a poll after paging back keeps the older messages; an older page keeps the newer ones', () => {
    let state = applyNewestPage(
      EMPTY_CHAT,
      page([message(3), message(4)], { hasMore: true }),
      true,
    );
    state = prependPage(state, page([message(1), message(2)]));
    state = applyNewestPage(state, page([message(4), message(5)], { hasMore: true }), false);
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(state.hasMore).toBe(false);
  });

  it('marks "Seen" on my newest message the other party read', () => {
    const list = [
      message(1, { sender: 'me', mine: true }),
      message(2),
      message(3, { sender: 'me', mine: true }),
    ];
    expect(seenMessageId(list, 2)).toBe(1);
    expect(seenMessageId(list, 3)).toBe(3);
    expect(seenMessageId(list, null)).toBeNull();
  });

  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const a = newClientId();
    expect(chatClientId.safeParse(a).success).toBe(true);
    expect(newClientId()).not.toBe(a);
  });
});
