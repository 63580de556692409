import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { mainSiteIdentityUrl } from '@/config/routes';
import type { MarketAd } from '@/contract/entities';
import { AdTable } from '@/features/market/AdTable';
import { checkOrder, type OrderRules } from '@/features/market/amounts';
import { maxSellQuantity, movedPrice, otherFieldValue } from '@/features/market/order-sizing';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { menuHref, USER_MENU } from '@/shell/menus';

/**
 * The order panel's no-dead-end rules (issue 13, item 4): the other field recomputed at a moved
 * price, a refused price that is the one already sent never re-offered, a seller's Max and
 * check bounded by their P2P balance, and "Verify now" under the row's identity reason.
 */

const scales = { fiatScale: 2, coinScale: 2 };
const ad = { price: '0.80', minLimit: '20', maxLimit: '3000', remainingQuantity: '5000' };

describe('the order panel after a price move', () => {
  it('recomputes the field not typed into, exactly, at the new price', () => {
    expect(otherFieldValue('amount', '100', '0.82', scales)).toBe('121.95');
    expect(otherFieldValue('quantity', '100', '0.7912', scales)).toBe('79.12');
    expect(otherFieldValue('amount', '1.234', '0.82', scales)).toBe('');
  });

  it('moves only to a price other than the one the order was sent at', () => {
    expect(movedPrice('0.82', '0.80')).toBe('0.82');
    expect(movedPrice('0.800', '0.80')).toBeNull();
    expect(movedPrice(undefined, '0.80')).toBeNull();
  });
});

describe('a seller’s Max and check', () => {
  it('fills the ad’s largest order when the seller holds enough, else what they hold', () => {
    expect(maxSellQuantity(ad, null, scales)).toBe('3750.00');
    expect(maxSellQuantity(ad, '100000', scales)).toBe('3750.00');
    expect(maxSellQuantity(ad, '1287.509', scales)).toBe('1287.50');
  });

  it('refuses a quantity or an amount needing more coins than held, after the ad’s limits', () => {
    const rules: OrderRules = {
      ...ad,
      fiat: 'GBP',
      coin: 'USDT',
      ...scales,
      balance: '1287.5',
    };
    expect(checkOrder('quantity', '1287.50', rules)).toBeNull();
    const over = {
      key: 'market.validation.balance',
      params: { available: '1287.5', coin: 'USDT' },
    };
    expect(checkOrder('quantity', '1300', rules)).toEqual(over);
    expect(checkOrder('amount', '1040', rules)).toEqual(over);
    // The ad's own limits are said first, as the exchange checks them first.
    expect(checkOrder('amount', '5000', rules)?.key).toBe('market.validation.max');
    expect(checkOrder('quantity', '1300', { ...rules, balance: null })).toBeNull();
  });
});

describe('"Verify now" on the market row', () => {
  it('links an unverified viewer to the main site’s identity verification', () => {
    const t = createIslandTranslator(marketMessages('en'), 'en');
    const row: MarketAd = {
      id: 1,
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'fixed',
      floatingRatio: null,
      marketPrice: '0.79',
      price: '0.80',
      quantity: '100',
      remainingQuantity: '100',
      minLimit: '20',
      maxLimit: '80',
      paymentMethods: [{ code: 'revolut', name: 'Revolut', color: '#0666EB' }],
      paymentTimeLimitMinutes: 15,
      remarks: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      status: 'listed',
      createdAt: 0,
      advertiser: {
        userId: 6,
        nickname: 'LondonOTC',
        tier: 'certified_advertiser',
        identityVerified: true,
        successRate30d: '88.24',
        orders30d: 17,
        avgReleaseSeconds: 90,
      },
    };
    const html = renderToStaticMarkup(
      createElement(AdTable, {
        ads: [row],
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        fiatScale: 2,
        coinScale: 2,
        viewer: {
          kind: 'user',
          known: true,
          userId: 2,
          identityVerified: false,
          homeFiat: null,
          registeredAt: 0,
          completedTrades: 0,
          pendingOrders: 0,
          maxPendingOrders: 3,
          orderBlockedUntil: null,
        },
        now: 0,
        t,
        locale: 'en',
        loginHref: '/login',
        identityHref: mainSiteIdentityUrl('/sandbox'),
        advertiserHref: () => '/addetail/6',
        onTrade: () => {},
        onTradeIntent: () => {},
        fiatHref: () => '/buy_USDT',
        onSwitchFiat: () => {},
        busy: false,
      }),
    );
    expect(html).toContain('href="/sandbox/account/identity" class="market-link-button"');
    expect(html).toContain('>Verify now</a>');
    // The same address as the user menu's "Identity" item.
    const item = USER_MENU.find((i) => i.id === 'identity');
    expect(item && menuHref(item.target, { mainSite: '/sandbox', localize: (p) => p })).toBe(
      mainSiteIdentityUrl('/sandbox'),
    );
  });
});
