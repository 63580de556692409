import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import { adsEndpoints, type MyAd } from '@/contract/ads';
import { marketEndpoints, type OptionBox } from '@/contract/market';
import { paymentsEndpoints, type UserPayment } from '@/contract/payments';
import { walletEndpoints } from '@/contract/wallet';
import {
  adFormFromAd,
  emptyAdForm,
  type AdFormConfig,
  type AdFormValues,
} from '@/features/ads/ad-form';
import type { AdFormIslandProps, PaymentChoice } from '@/features/ads/ad-types';
import { userEndpoints } from '@/contract/user';
import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { settle } from '@/lib/settle';

/**
 * Server only: what the post / edit page needs, through the request's own API client, every
 * call silent (the page decides what to show). The profile decides who may post (identity
 * verified, certified advertiser); the config table, the option box and the saved payment
 * methods feed the form; editing loads the ad (not the user's own, or deleted: the 404 page).
 * The reference price and the P2P balance only enrich the form, so their failure is no error.
 */
export type AdFormLoad =
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | { kind: 'identity' }
  | { kind: 'not-certified' }
  | { kind: 'restricted'; adId: number }
  | {
      kind: 'ok';
      island: Omit<
        AdFormIslandProps,
        'locale' | 'messages' | 'myAdsHref' | 'paymentHref' | 'copyHref'
      >;
    };

const silent = { errors: 'silent' } as const;

/** The ad id of `/releaseAdvertising/{id}`: digits only, a safe integer; null for anything else. */
export function parseAdId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The query parameter naming the ad a new ad is copied from (`/releaseAdvertising?copy=12`). */
const COPY_PARAM = 'copy';

/**
 * "Copy to a new ad": the post form prefilled from one of the user's ads, side and coin free to
 * change (an edit keeps them; issue 13 item 4).
 */
export function adCopyHref(locale: LocaleCode, id: number): string {
  return `${localePath(locale, routes.releaseAdvertising())}?${COPY_PARAM}=${id}`;
}

/** The ad `?copy=` names, or null (absent or not an id: the plain post form). */
export function parseCopyId(search: URLSearchParams): number | null {
  const raw = search.get(COPY_PARAM);
  return raw === null ? null : parseAdId(raw);
}

/**
 * The ad a copy starts from: the user's own (not restricted by support), else null, and the
 * form simply starts empty (a stale or foreign link is no error worth a page).
 */
async function copySource(api: ApiClient, id: number | null): Promise<MyAd | null> {
  if (id === null) return null;
  const ad = await settle(api.call(adsEndpoints.c2cAdDetail, { query: { id } }, silent));
  return ad && ad.status !== 'restricted' ? ad : null;
}

/**
 * A new ad filled from `source`: its price, amounts, methods, conditions and texts, going online
 * now, in the fiat the user may post in (the copy is posted, so the posting rules apply).
 */
function copiedForm(source: MyAd, fiat: string): AdFormValues {
  const values = adFormFromAd(source);
  // Methods chosen for another fiat would not show in the form, yet be sent: start without.
  const userPaymentIds = source.fiat === fiat ? values.userPaymentIds : [];
  return { ...values, fiat, userPaymentIds, launch: 'now', riskConfirmed: false };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function outcome<T>(promise: Promise<T>): Promise<Outcome<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/** A saved method as the form lists it: the fiats it serves come from the option box. */
function toPaymentChoice(payment: UserPayment, box: OptionBox): PaymentChoice {
  const texts = payment.fields.filter((field) => field.type !== 'image' && field.value !== '');
  // The holder's name comes first and is the same on every method; the next detail tells
  // two methods apart (a bank, a sort code, a tag).
  const detail = (texts[1] ?? texts[0])?.value ?? '';
  return {
    id: payment.id,
    code: payment.method.code,
    name: payment.method.name,
    color: payment.method.color,
    detail,
    fiats: box.paymentMethods.find((method) => method.code === payment.method.code)?.fiats ?? [],
  };
}

function formConfig(config: AdFormConfig): AdFormConfig {
  return {
    fiatLimits: config.fiatLimits,
    coinLimits: config.coinLimits,
    paymentTimeLimitOptions: config.paymentTimeLimitOptions,
    maxPaymentMethodsPerAd: config.maxPaymentMethodsPerAd,
    priceDeviationWarnPercent: config.priceDeviationWarnPercent,
    floatingRatioMin: config.floatingRatioMin,
    floatingRatioMax: config.floatingRatioMax,
    floatingRatioScale: config.floatingRatioScale,
    adFeePercent: config.adFeePercent,
  };
}

/** The coin a new ad starts with: USDT when the market trades it (the default market). */
function firstCoin(box: OptionBox): string {
  return box.coins.find((c) => c.coin === 'USDT')?.coin ?? box.coins[0]?.coin ?? 'USDT';
}

/** `copyId`: when posting (`id` null), the user's ad the form is prefilled from (`?copy=`). */
export async function loadAdForm(
  api: ApiClient,
  id: number | null,
  copyId: number | null = null,
): Promise<AdFormLoad> {
  const [info, config, box, payments, detail, source] = await Promise.all([
    settle(api.call(userEndpoints.c2cUserInfo, {}, silent)),
    settle(api.call(marketEndpoints.c2cBasicsConfig, {}, silent)),
    settle(api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent)),
    settle(api.call(paymentsEndpoints.c2cPaymentList, { query: {} }, silent)),
    id === null ? null : outcome(api.call(adsEndpoints.c2cAdDetail, { query: { id } }, silent)),
    copySource(api, id === null ? copyId : null),
  ]);

  let ad: MyAd | null = null;
  if (detail && !detail.ok) {
    const error = detail.error;
    const refusal = refusalOf(adsEndpoints.c2cAdDetail, error);
    const missing = refusal?.name === 'adNotFound' || (isApiError(error) && error.status === 404);
    return { kind: missing ? 'not-found' : 'unavailable' };
  }
  if (detail) {
    ad = detail.value;
    if (ad.status === 'deleted') return { kind: 'not-found' };
  }
  if (!info) return { kind: 'unavailable' };
  if (!info.identityVerified) return { kind: 'identity' };
  if (info.merchantStatus !== 'certified') return { kind: 'not-certified' };
  if (ad?.status === 'restricted') return { kind: 'restricted', adId: ad.id };
  if (!config || !box || !payments) return { kind: 'unavailable' };

  const fiat = info.homeFiat ?? box.fiats[0]?.fiat ?? 'USD';
  const initialValues = ad
    ? adFormFromAd(ad)
    : source
      ? copiedForm(source, fiat)
      : emptyAdForm({ coin: firstCoin(box), fiat });
  if (!ad && !source && config.paymentTimeLimitOptions.includes(config.paymentTimeLimitMinutes))
    initialValues.paymentTimeLimitMinutes = String(config.paymentTimeLimitMinutes);

  const choices = payments.map((payment) => toPaymentChoice(payment, box));
  // A method the user has removed since the ad was saved cannot be offered again.
  initialValues.userPaymentIds = initialValues.userPaymentIds.filter((paymentId) =>
    choices.some((choice) => choice.id === paymentId),
  );

  const { coin } = initialValues;
  const [reference, balance] = await Promise.all([
    settle(
      api.call(
        adsEndpoints.c2cReferencePrice,
        { query: { coin, fiat: initialValues.fiat } },
        silent,
      ),
    ),
    settle(
      api.call(walletEndpoints.walletTransferBalance, { query: { account: 'p2p', coin } }, silent),
    ),
  ]);

  return {
    kind: 'ok',
    island: {
      ad: ad ? { id: ad.id, version: ad.version, status: ad.status } : null,
      copiedFrom: source?.id ?? null,
      initialValues,
      config: formConfig(config),
      coins: box.coins,
      fiats: box.fiats,
      homeFiat: info.homeFiat,
      payments: choices,
      reference,
      balance: balance ? { coin: balance.coin, available: balance.available } : null,
    },
  };
}
