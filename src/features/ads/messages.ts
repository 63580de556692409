import type { IslandTranslate } from '@/i18n/island-t';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';
import { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts of the ad pages: keys of `locales/<code>/ads.json`, plus the wallet users' notice
 * from `common.json`. Types only here, so an island ships no dictionary; the server picks the
 * values for each page with `./server/messages.ts`: the form and My ads each get their part
 * (by key prefix), so neither page carries the other's texts.
 */
type AdsJson = typeof import('../../../locales/en/ads.json');
type AdsKey = Exclude<keyof AdsJson, 'default'>;

/**
 * Shared keys: the wallet notice, generic payment-method names (translated by code), and the
 * note of a part loaded on demand (`CHUNK_KEYS`).
 */
export const SHARED_ADS_KEYS = [
  'session.walletNotice',
  ...PAYMENT_METHOD_NAME_KEYS,
  ...CHUNK_KEYS,
] as const;
type SharedKey = (typeof SHARED_ADS_KEYS)[number];

export const AD_FORM_PREFIXES = [
  'ads.problem.',
  'ads.form.',
  'ads.refusal.',
  'ads.conflict.',
  'ads.risk.',
  'ads.dialog.',
  'ads.gate.',
  'ads.unavailable.',
] as const;

export const MY_ADS_PREFIXES = [
  'ads.list.',
  'ads.status.',
  'ads.confirm.',
  'ads.refusal.',
  'ads.dialog.',
  'ads.gate.',
  'ads.unavailable.',
] as const;

type WithPrefix<P extends string> = Extract<AdsKey, `${P}${string}`>;

export type AdFormMessageKey = WithPrefix<(typeof AD_FORM_PREFIXES)[number]> | SharedKey;
export type AdFormMessages = Record<AdFormMessageKey, string>;
export type AdFormT = IslandTranslate<AdFormMessageKey>;

export type MyAdsMessageKey = WithPrefix<(typeof MY_ADS_PREFIXES)[number]> | SharedKey;
export type MyAdsMessages = Record<MyAdsMessageKey, string>;
export type MyAdsT = IslandTranslate<MyAdsMessageKey>;
