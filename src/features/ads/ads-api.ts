import { api } from '@/client/api';
import { adsEndpoints, type AdAction, type AdRequest, type MyAdsQuery } from '@/contract/ads';
import { walletEndpoints } from '@/contract/wallet';

/**
 * The ad pages' browser calls. Loaded on demand (`import()`), never with the page: the API
 * client brings the whole contract, which the first paint does not need (the server rendered
 * it). Saving and the row actions handle their errors themselves (the contract's `self` mode):
 * the page shows each refusal where it belongs and keeps what the user typed.
 */

const silent = { errors: 'silent' } as const;

/** The live market reference price of the form's coin and fiat (polled; failures stay quiet). */
export function fetchReferencePrice(coin: string, fiat: string, signal?: AbortSignal) {
  return api.call(adsEndpoints.c2cReferencePrice, { query: { coin, fiat } }, { ...silent, signal });
}

/** What the P2P account holds of `coin` (a sell ad's quantity comes from it). */
export function fetchP2pBalance(coin: string, signal?: AbortSignal) {
  return api.call(
    walletEndpoints.walletTransferBalance,
    { query: { account: 'p2p', coin } },
    { ...silent, signal },
  );
}

export function createAd(body: AdRequest) {
  return api.call(adsEndpoints.c2cAdCreate, { body });
}

export function updateAd(id: number, version: number, ad: AdRequest) {
  return api.call(adsEndpoints.c2cAdUpdate, { body: { id, version, ad } });
}

/** The ad as saved now ("Reload latest" after another tab saved it). */
export function fetchAdDetail(id: number) {
  return api.call(adsEndpoints.c2cAdDetail, { query: { id } }, silent);
}

/** My ads' page; a `quiet` (live) refresh that fails stays silent: the list marks it stale. */
export function fetchMyAds(query: MyAdsQuery, signal?: AbortSignal, quiet = false) {
  return api.call(adsEndpoints.c2cMyAds, { query }, quiet ? { signal, ...silent } : { signal });
}

export function actOnAd(id: number, action: AdAction, version: number) {
  return api.call(adsEndpoints.c2cAdAction, { body: { id, action, version } });
}
