import { api } from '@/client/api';
import {
  ordersExpressEndpoints,
  type ExpressPlaceRequest,
  type ExpressQuery,
} from '@/contract/orders-express';

/**
 * Express's calls: the best offer for an amount, and placing the one the user confirmed. Both
 * refusals and failures are shown by the island (next to the form, with what to do next), so
 * the client shows no toast of its own.
 */
export function expressQuote(query: ExpressQuery) {
  return api.call(ordersExpressEndpoints.c2cOrderExpressQuote, { query }, { errors: 'self' });
}

export function expressPlace(body: ExpressPlaceRequest) {
  return api.call(ordersExpressEndpoints.c2cOrderExpressPlace, { body }, { errors: 'self' });
}
