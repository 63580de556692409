import type { ReferencePrice } from '@/contract/ads';
import { compareDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { invalidFields } from '@/sandbox/errors';
import { canonical, requireCoinField } from '@/sandbox/ads/rules';
import { p2pConfig } from '@/sandbox/config';
import { requireCoin, requireFiat } from '@/sandbox/market/catalogue';
import { exactReference, referencePrice } from '@/sandbox/market/pricing';

/**
 * The market reference price the ad form shows live (`GET /c2c/v3/public/ad/reference-price`)
 * and the sandbox control that moves it (`POST /sandbox/market/price`). Both go through
 * `pricing.ts`, so the form, the market list and the order engine agree on every price.
 */

/** The coin's USD price × the fiat's USD rate, rounded to the fiat's scale, as of now. */
export function marketReferencePrice(
  ctx: SandboxContext,
  coinCode: string,
  fiatCode: string,
): ReferencePrice {
  const coin = requireCoin(ctx.db, coinCode);
  const fiat = requireFiat(ctx.db, fiatCode);
  const market = { usdPrice: coin.usdPrice, usdRate: fiat.usdRate, fiatScale: fiat.scale };
  return {
    coin: coin.coin,
    fiat: fiat.fiat,
    price: referencePrice(market),
    exact: exactReference(market),
    warnPercent: p2pConfig(ctx).priceDeviationWarnPercent,
    at: ctx.clock.now(),
  };
}

/**
 * Sets a coin's USD reference price; every floating ad in that coin follows at once (prices are
 * computed per request). Zero is refused: no market prices a coin at nothing.
 */
export function setCoinUsdPrice(
  ctx: SandboxContext,
  coinCode: string,
  usdPrice: string,
): { coin: string; usdPrice: string } {
  const coin = requireCoinField(ctx.db, coinCode, 'coin');
  if (compareDecimal(usdPrice, '0') <= 0) {
    throw invalidFields([
      { path: 'usdPrice', code: 'too_small', message: 'The price must be greater than 0' },
    ]);
  }
  const price = canonical(usdPrice);
  stmt(ctx.db, 'UPDATE p2p_coins SET usd_price = ? WHERE coin = ?').run(price, coin.coin);
  ctx.log(`[sandbox] ${coin.coin} reference price set to ${price} USD`);
  return { coin: coin.coin, usdPrice: price };
}
