import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import { parseBestWayPair } from '@/config/routes';
import { cardEndpoints as card, type CardPayment } from '@/contract/card';
import { marketEndpoints as market } from '@/contract/market';
import { marketBestWayEndpoints, type BestWay } from '@/contract/market-best-way';
import { parseBestWaySearch, type BestWayForm } from '@/features/market/best-way/best-way-query';
import { amountProblem, type AmountProblem } from '@/features/market/best-way/best-way-amount';
import { settle } from '@/lib/settle';

/**
 * Server only: the best-way page's first render, through the request's API client (the
 * viewer's token and language, so a user's ranking is theirs), every call silent. The pair
 * comes from the path; the coins and fiats offered are P2P's and the card's together (the card
 * market keeps its own catalogue). The comparison itself is rendered here for visitors and
 * crawlers; a logged-in user's island keeps it live.
 */
export type BestWayLoad =
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      form: BestWayForm;
      /** Every coin and fiat either way of buying trades, for the form and the links. */
      coins: readonly string[];
      fiats: readonly string[];
      cardMethods: readonly CardPayment[];
      scales: { coin: number; fiat: number };
      /** Null when the amount is invalid (`problem`) or the comparison failed. */
      result: BestWay | null;
      problem: AmountProblem | null;
    };

const silent = { errors: 'silent' } as const;
/** Decimals assumed for a fiat or coin only the card market knows the scale of (or none). */
const FALLBACK_FIAT_SCALE = 2;
const FALLBACK_COIN_SCALE = 8;

const union = (...lists: readonly string[][]) => [...new Set(lists.flat())];

export async function loadBestWay(input: {
  api: ApiClient;
  slug: string | undefined;
  search: URLSearchParams;
}): Promise<BestWayLoad> {
  const { api, search } = input;
  const pair = parseBestWayPair(input.slug ?? '');
  if (!pair) return { kind: 'not-found' };
  const [box, cardFiats, cardCoins, cardMethods] = await Promise.all([
    settle(api.call(market.c2cOptionBox, { query: {} }, silent)),
    settle(api.call(card.c2cThirdPartyFiatList, {}, silent)),
    settle(api.call(card.c2cThirdPartyCurrencyList, {}, silent)),
    settle(api.call(card.c2cThirdPartyPaymentList, {}, silent)),
  ]);
  if (!box || !cardFiats || !cardCoins || !cardMethods) return { kind: 'unavailable' };
  const coins = union(
    box.coins.map((c) => c.coin),
    cardCoins.map((c) => c.coin),
  );
  const fiats = union(
    box.fiats.map((f) => f.fiat),
    cardFiats.map((f) => f.fiat),
  );
  if (!coins.includes(pair.coin) || !fiats.includes(pair.fiat)) return { kind: 'not-found' };
  const scales = {
    coin:
      box.coins.find((c) => c.coin === pair.coin)?.scale ??
      cardCoins.find((c) => c.coin === pair.coin)?.scale ??
      FALLBACK_COIN_SCALE,
    fiat: box.fiats.find((f) => f.fiat === pair.fiat)?.scale ?? FALLBACK_FIAT_SCALE,
  };
  const form: BestWayForm = {
    ...pair,
    ...parseBestWaySearch(
      search,
      cardMethods.map((m) => m.method),
    ),
  };
  const problem =
    form.amountType === 'fiat'
      ? amountProblem(form.amount, scales.fiat, form.fiat)
      : amountProblem(form.amount, scales.coin, form.coin);
  const base = { kind: 'ok' as const, form, coins, fiats, cardMethods, scales };
  if (problem) return { ...base, result: null, problem };
  try {
    const result = await api.call(
      marketBestWayEndpoints.c2cBestWay,
      {
        query: {
          coin: form.coin,
          fiat: form.fiat,
          amount: form.amount,
          amountType: form.amountType,
          paymentMethod: form.paymentMethod,
        },
      },
      silent,
    );
    return { ...base, result, problem: null };
  } catch (error) {
    if (refusalOf(marketBestWayEndpoints.c2cBestWay, error)?.name === 'bestWayPairUnknown') {
      return { kind: 'not-found' };
    }
    return { ...base, result: null, problem: null };
  }
}
