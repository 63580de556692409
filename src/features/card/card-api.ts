import { api } from '@/client/api';
import { track } from '@/client/analytics';
import { isApiError } from '@/client/api-error';
import { followTopic } from '@/client/follow-topic';
import { refusalOf } from '@/client/refusal';
import {
  cardEndpoints as card,
  type ThirdPartyOrder,
  type ThirdPartyOrderDetail,
  type ThirdPartyOrderRequest,
} from '@/contract/card';
import { thirdPartyTopic } from '@/contract/socket';
import type { CardQuery, SupplierQuote } from '@/features/card/card-types';
import { errorText, type RefusalWords } from '@/i18n/refusal-text';

/**
 * The card page's browser calls and its socket topic. Loaded on demand (`import()`), never with
 * the page: the API client brings the contract's zod schemas, which the first paint does not
 * need (the server rendered the lists, the first offers and the order), so the page's JavaScript
 * budget is kept for React and the island.
 */

/**
 * Every provider's answer to one request. Silent: the page says itself that offers are missing.
 * Offers to show are counted (analytics, only with consent) by asset and fiat, never the amount.
 */
export async function fetchQuotes(query: CardQuery, signal: AbortSignal): Promise<SupplierQuote[]> {
  const quotes = await api.call(
    card.c2cThirdPartySupplierList,
    { query },
    { errors: 'silent', signal },
  );
  if (quotes.length > 0) track('card_quote_shown', { asset: query.coin, fiat: query.fiat });
  return quotes;
}

/** Why a purchase was refused, for the page to explain without losing the form. */
export type PlaceResult =
  | { kind: 'ok'; order: ThirdPartyOrder }
  | { kind: 'quoteExpired' | 'quoteMismatch' | 'supplierUnavailable' }
  | { kind: 'amountOutOfLimits'; minAmount: string | null; maxAmount: string | null }
  | { kind: 'refused'; message: string };

/**
 * Places the purchase with the chosen provider. The call handles its own errors (contract:
 * `errors: 'self'`): a refusal resolves with its kind so the page keeps what was typed and says
 * what to do next; only a missing session is handled by the client (it goes to the login).
 */
export async function placeCardOrder(
  body: ThirdPartyOrderRequest,
  words?: RefusalWords,
): Promise<PlaceResult> {
  try {
    const order = await api.call(card.c2cThirdPartyOrder, { body });
    // On to the provider (analytics, only with consent): asset and fiat, nothing else.
    track('card_purchase_started', { asset: body.coin, fiat: body.fiat });
    return { kind: 'ok', order };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const refusal = refusalOf(card.c2cThirdPartyOrder, error);
    switch (refusal?.name) {
      case 'quoteExpired':
      case 'quoteMismatch':
      case 'supplierUnavailable':
        return { kind: refusal.name };
      case 'amountOutOfLimits':
        return {
          kind: 'amountOutOfLimits',
          minAmount: refusal.params.minAmount ?? null,
          maxAmount: refusal.params.maxAmount ?? null,
        };
      default: {
        // Said in the page's language by its code; the server's text only for an unknown code.
        const message = words
          ? errorText(card.c2cThirdPartyOrder, error, words.refusals, {
              locale: words.locale,
              fallback: error.msg,
            })
          : error.msg;
        return { kind: 'refused', message };
      }
    }
  }
}

/** Outcome of reading one card order: the order, or why it cannot be shown. */
type OrderRead =
  { kind: 'ok'; detail: ThirdPartyOrderDetail } | { kind: 'not-found' } | { kind: 'failed' };

/** One card order of the user; silent (the panel says when it is out of date). */
export async function fetchCardOrder(orderNo: string): Promise<OrderRead> {
  try {
    const detail = await api.call(
      card.c2cThirdPartyOrderDetail,
      { query: { orderNo } },
      { errors: 'silent' },
    );
    return { kind: 'ok', detail };
  } catch (error) {
    return refusalOf(card.c2cThirdPartyOrderDetail, error)?.name === 'orderNotFound'
      ? { kind: 'not-found' }
      : { kind: 'failed' };
  }
}

/** Follows one card order live (its socket topic, polling while the socket is down). */
export function followCardOrder(
  orderNo: string,
  refresh: () => void,
  onLive: (live: boolean) => void,
): () => void {
  return followTopic(thirdPartyTopic(orderNo), refresh, onLive);
}
