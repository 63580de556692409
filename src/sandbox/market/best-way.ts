import {
  BEST_WAY_REFUSALS,
  type BestWay,
  type BestWayCardOption,
  type BestWayNeed,
  type BestWayP2pClosed,
  type BestWayP2pOption,
  type BestWayQuery,
} from '@/contract/market-best-way';
import { compareDecimal } from '@/lib/decimal';
import { fitsScale } from '@/rules/money';
import { effectivePrice, p2pMinutes, rankOptions } from '@/rules/best-way';
import { mayTradeP2p } from '@/rules/user';
import type { SandboxContext } from '@/sandbox/context';
import { badRequest, refuse } from '@/sandbox/errors';
import { findCardCoin, findCardFiat } from '@/sandbox/card/catalogue';
import { supplierAnswers } from '@/sandbox/card/quotes';
import { listCoins, listFiats } from '@/sandbox/market/catalogue';
import { listedAd, scanAds, type Exclusion } from '@/sandbox/orders/express';
import { homeFiat } from '@/sandbox/orders/rules';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * `GET /c2c/v3/public/best-way` (issue 17, item 1): for one amount, the P2P ads the viewer can
 * take (Express's choice, `scanAds`, up to three) and every card provider's estimate, ranked
 * together (`rankOptions`). Reads only: nothing is stored, so a crawler's visit costs no rows.
 */

/** P2P options listed at most (the market lists the rest). */
const P2P_OPTIONS = 3;
/** Left-out ads reported at most (the better-priced ones the viewer cannot take). */
const EXCLUDED_MAX = 5;

function scaleError(scale: number, asset: string) {
  return badRequest(`Use at most ${scale} decimals for ${asset}.`, [
    { path: 'amount', code: 'scale', message: `At most ${scale} decimals` },
  ]);
}

function p2pClosed(
  ctx: SandboxContext,
  viewer: UserRecord | null,
  query: BestWayQuery,
  traded: boolean,
): BestWayP2pClosed | null {
  if (!traded) return 'pair_unsupported';
  if (!viewer) return null;
  if (!mayTradeP2p(viewer)) return 'wallet_user';
  if (homeFiat(ctx.db, viewer) !== query.fiat) return 'home_fiat';
  return null;
}

function p2pOptions(
  ctx: SandboxContext,
  viewer: UserRecord | null,
  query: BestWayQuery,
  fiatScale: number,
): { options: BestWayP2pOption[]; excluded: BestWay['excluded'] } {
  const scan = scanAds(ctx, viewer, { ...query, side: 'buy' }, P2P_OPTIONS);
  const needs: BestWayNeed[] = [
    ...(viewer ? [] : ['sign_in' as const]),
    ...(viewer?.isAuth ? [] : ['identity' as const]),
    'transfer',
  ];
  const options = scan.taken.map((choice): BestWayP2pOption => {
    const ad = listedAd(ctx, 'buy', choice.candidate.ad, viewer?.id);
    return {
      kind: 'p2p',
      ad,
      price: choice.candidate.price,
      quantity: choice.quantity,
      totalCost: choice.amount,
      fee: '0',
      effectivePrice: effectivePrice(choice.amount, choice.quantity, fiatScale),
      minutes: p2pMinutes(ad.paymentTimeLimitMinutes, ad.advertiser.avgReleaseSeconds),
      needs,
      best: false,
    };
  });
  // The ads left out that were as good as the last one listed (all of them when none is).
  const last = scan.taken.at(-1)?.candidate.price;
  const excluded = scan.passed
    .filter(({ candidate }) => last === undefined || compareDecimal(candidate.price, last) <= 0)
    .flatMap(({ candidate, reason }) =>
      // Buying never checks the user's payment methods; the narrowing keeps the contract's set.
      reason === 'payment_method' ? [] : [{ candidate, reason: reason satisfies Exclusion }],
    )
    .slice(0, EXCLUDED_MAX)
    .map(({ candidate, reason }) => ({
      adId: candidate.ad.id,
      nickname: listedAd(ctx, 'buy', candidate.ad, viewer?.id).advertiser.nickname,
      price: candidate.price,
      reason,
    }));
  return { options, excluded };
}

export function bestWay(
  ctx: SandboxContext,
  viewer: UserRecord | null,
  query: BestWayQuery,
): BestWay {
  const { db } = ctx;
  const coin = listCoins(db).find((c) => c.coin === query.coin);
  const fiat = listFiats(db).find((f) => f.fiat === query.fiat);
  const cardCoin = findCardCoin(db, query.coin);
  const cardFiat = findCardFiat(db, query.fiat);
  const traded = coin !== undefined && fiat !== undefined;
  const cardOffered = cardCoin !== undefined && cardFiat !== undefined;
  if (!traded && !cardOffered) {
    throw refuse(
      BEST_WAY_REFUSALS.bestWayPairUnknown,
      `Neither P2P nor a card provider trades ${query.coin} for ${query.fiat}.`,
    );
  }
  const fiatScale = fiat?.scale ?? cardFiat?.scale ?? 2;
  const coinScale = coin?.scale ?? cardCoin?.scale ?? 8;
  const [scale, asset] =
    query.amountType === 'fiat' ? [fiatScale, query.fiat] : [coinScale, query.coin];
  if (!fitsScale(query.amount, scale)) throw scaleError(scale, asset);

  const closed = p2pClosed(ctx, viewer, query, traded);
  const p2p = closed === null ? p2pOptions(ctx, viewer, query, fiatScale) : null;

  const answers = cardOffered
    ? supplierAnswers(db, { ...query, coin: cardCoin.coin }, cardFiat, cardCoin)
    : [];
  const cards = answers.flatMap(({ base, outcome }): BestWayCardOption[] =>
    outcome.ok
      ? [
          {
            kind: 'card',
            supplier: base.supplier,
            name: base.name,
            paymentMethod: query.paymentMethod,
            price: outcome.price,
            quantity: outcome.quantity,
            totalCost: outcome.totalCost,
            fee: outcome.fee,
            effectivePrice: effectivePrice(outcome.totalCost, outcome.quantity, fiatScale),
            minutes: base.arrivalMinutes,
            needs: ['card'],
            best: false,
          },
        ]
      : [],
  );
  const options = rankOptions([...(p2p?.options ?? []), ...cards]).map((option, index) => ({
    ...option,
    best: index === 0,
  }));
  return {
    coin: query.coin,
    fiat: query.fiat,
    amount: query.amount,
    amountType: query.amountType,
    paymentMethod: query.paymentMethod,
    options,
    p2pClosed: closed,
    homeFiat: viewer ? homeFiat(db, viewer) : null,
    excluded: p2p?.excluded ?? [],
    cardOffered,
    cardUnavailable: answers.flatMap(({ base, outcome }) =>
      outcome.ok ? [] : [{ supplier: base.supplier, name: base.name, reason: outcome.reason }],
    ),
  };
}
