import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import { cardEndpoints as card } from '@/contract/card';
import { askedQuery } from '@/features/card/amount';
import { parseCardSearch, quoteKey, restoreForm } from '@/features/card/card-query';
import type { CardOptions, CardQuery, OrderView, QuoteResult } from '@/features/card/card-types';
import { settle } from '@/lib/settle';

/**
 * Server only: what the card page needs for its first render, through the request's own API
 * client (this user's token and language), every call silent (the page decides what to show).
 * The three lists are the form; without them there is no form (a temporary failure). Then either
 * the order the provider's checkout sent the user back with (`?orderNo=`), or the offers for the
 * form as the address states it, so visitors and crawlers see them without any script.
 */
type CardLoad =
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      options: CardOptions;
      query: CardQuery;
      /** Null when the amount is invalid or the offers call failed (the island asks again). */
      quotes: QuoteResult | null;
      order: OrderView | null;
    };

const silent = { errors: 'silent' } as const;

async function loadOrder(api: ApiClient, orderNo: string): Promise<OrderView> {
  try {
    const detail = await api.call(card.c2cThirdPartyOrderDetail, { query: { orderNo } }, silent);
    return { kind: 'detail', detail };
  } catch (error) {
    return refusalOf(card.c2cThirdPartyOrderDetail, error)?.name === 'orderNotFound'
      ? { kind: 'not-found', orderNo }
      : { kind: 'loading', orderNo };
  }
}

export async function loadCard(input: {
  api: ApiClient;
  loggedIn: boolean;
  search: URLSearchParams;
}): Promise<CardLoad> {
  const { api, loggedIn, search } = input;
  const [fiats, coins, methods] = await Promise.all([
    settle(api.call(card.c2cThirdPartyFiatList, {}, silent)),
    settle(api.call(card.c2cThirdPartyCurrencyList, {}, silent)),
    settle(api.call(card.c2cThirdPartyPaymentList, {}, silent)),
  ]);
  if (!fiats?.length || !coins?.length || !methods?.length) return { kind: 'unavailable' };
  const options: CardOptions = { fiats, coins, methods };
  const parsed = parseCardSearch(search, options);

  if (parsed.orderNo) {
    const order: OrderView = loggedIn
      ? await loadOrder(api, parsed.orderNo)
      : { kind: 'login', orderNo: parsed.orderNo };
    // The form behind the panel: the order's own purchase (the browser may know it better).
    const query =
      order.kind === 'detail'
        ? restoreForm(
            {
              fiat: order.detail.fiat,
              coin: order.detail.coin,
              paymentMethod: order.detail.paymentMethod,
              amount: order.detail.totalCost,
              amountType: 'fiat',
            },
            options,
          )
        : parsed.query;
    return { kind: 'ok', options, query, quotes: null, order };
  }

  const { asked } = askedQuery(parsed.query, options);
  const quotes = asked
    ? await settle(api.call(card.c2cThirdPartySupplierList, { query: asked }, silent))
    : null;
  return {
    kind: 'ok',
    options,
    query: parsed.query,
    quotes: asked && quotes ? { key: quoteKey(asked), quotes } : null,
    order: null,
  };
}
