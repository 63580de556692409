import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@/contract/orders';
import { systemLines } from '@/features/orders/chat/system-lines';
import { ordersMessages } from '@/features/orders/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { LOCALE_CODES } from '@/i18n/locales';

/**
 * The appeal's other side in the order chat and the order's timeline (issue 14, item 4): the
 * respondent's answer and each party's stance read from the reader's side, in every language.
 */

const events: OrderEvent[] = [
  { id: 1, type: 'appealed', actor: 'buyer', at: 1, detail: 'paid_not_released' },
  { id: 2, type: 'appeal_answered', actor: 'seller', at: 2, detail: null },
  { id: 3, type: 'appeal_not_agreed', actor: 'seller', at: 3, detail: null },
  { id: 4, type: 'appeal_agreed', actor: 'buyer', at: 4, detail: null },
];

describe('appeal steps in the chat', () => {
  it('say who answered and who agreed, from the reader’s side', () => {
    const en = createIslandTranslator(ordersMessages('en'));
    const buyer = systemLines({ role: 'buyer', events });
    expect(buyer.map((line) => en(line.text, { name: 'max' }))).toEqual([
      'You opened an appeal.',
      'max answered the appeal.',
      'max says you could not agree; customer support will decide.',
      'You said you two have agreed.',
    ]);
    const seller = systemLines({ role: 'seller', events });
    expect(seller.map((line) => [en(line.text, { name: 'bea' }), line.named])).toEqual([
      ['bea opened an appeal.', true],
      ['You answered the appeal.', false],
      ['You said you could not agree; customer support will decide.', false],
      ['bea says you two have agreed.', true],
    ]);
  });

  it('are worded in every language, with the name isolated in Persian', () => {
    for (const locale of LOCALE_CODES) {
      const t = createIslandTranslator(ordersMessages(locale));
      for (const role of ['buyer', 'seller'] as const) {
        for (const line of systemLines({ role, events })) {
          const text = t(line.text, { name: 'Nick' });
          expect(text, `${locale} ${line.text}`).not.toMatch(/[{}]|^orders\./);
          if (line.named) expect(text, `${locale} ${line.text}`).toContain('Nick');
        }
      }
      for (const type of ['appeal_answered', 'appeal_agreed', 'appeal_not_agreed'] as const) {
        expect(t(`orders.event.${type}`), `${locale} ${type}`).not.toMatch(/^orders\./);
      }
    }
    const fa = createIslandTranslator(ordersMessages('fa'));
    expect(fa('orders.chat.system.answered.other', { name: 'Nick' })).toContain('\u2068Nick\u2069');
  });
});
