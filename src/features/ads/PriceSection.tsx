import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { adEffectivePrice, priceDeviationPercent, type ReferencePrice } from '@/contract/ads';
import type { CoinOption, FiatOption } from '@/contract/market';
import { compareDecimal, trimDecimal } from '@/lib/decimal';
import { chunk } from '@/lib/load-chunk';
import type { AdFormValues } from '@/features/ads/ad-form';
import { FieldNotes, Ltr, fieldAria } from '@/features/ads/fields';
import { formatPrice } from '@/i18n/format';
import type { AdFormT } from '@/features/ads/messages';

/**
 * Type and price: buy or sell, the coin, the fiat (only the identity country's is offered),
 * fixed price or floating ratio, and beside it the live market reference price with the price
 * the ad would have now and how far it is from the market. Editing, side, coin and fiat are
 * shown read-only (they make the ad what it is), with "Copy to a new ad" to trade another.
 */
export function PriceSection({
  initial,
  values,
  register,
  errors,
  coins,
  fiats,
  homeFiat,
  fiatScale,
  reference,
  referenceFailed,
  warnPercent,
  ratioRange,
  hydrated,
  fixedKind,
  t,
}: {
  /** The values the form started with: the server-rendered HTML shows them before hydration. */
  initial: AdFormValues;
  values: Pick<
    AdFormValues,
    'type' | 'coin' | 'fiat' | 'priceType' | 'fixedPrice' | 'floatingRatio'
  >;
  register: UseFormRegister<AdFormValues>;
  errors: FieldErrors<AdFormValues>;
  coins: readonly CoinOption[];
  fiats: readonly FiatOption[];
  homeFiat: string | null;
  fiatScale: number;
  reference: ReferencePrice | null;
  referenceFailed: boolean;
  warnPercent: string;
  /** The floating ratios allowed (percent of the market price, configured). */
  ratioRange: { min: string; max: string };
  hydrated: boolean;
  /** Editing: side, coin and fiat are fixed; the copy link (post form prefilled), if any. */
  fixedKind: { copyHref: string | null } | null;
  t: AdFormT;
}) {
  const { fiat, priceType } = values;
  // From the unrounded reference price, as the market prices a floating ad.
  const effective = adEffectivePrice(values, reference?.exact, fiatScale);
  const deviation =
    effective && reference ? priceDeviationPercent(effective, reference.exact) : null;
  const warn = deviation !== null && compareDecimal(deviation, warnPercent) > 0;
  const priceField = priceType === 'fixed' ? 'fixedPrice' : 'floatingRatio';
  const priceId = `ad-${priceField}`;
  const priceError = errors[priceField]?.message;
  const priceHint =
    priceType === 'floating'
      ? `${t('ads.form.floatingRatioHint')} ${t('ads.form.floatingRatioRange', {
          min: `\u2066${trimDecimal(ratioRange.min)}\u2069`,
          max: `\u2066${trimDecimal(ratioRange.max)}\u2069`,
        })}`
      : undefined;
  const fiatHint = homeFiat ? t('ads.form.fiatHomeOnly', { fiat: homeFiat }) : undefined;
  const sideHint = (
    <p className="adf-hint">
      {t(values.type === 'buy' ? 'ads.form.type.buyHint' : 'ads.form.type.sellHint')}
    </p>
  );
  /** A fixed part of a saved ad: read-only, yet focusable and marked when the server refuses it. */
  const fixed = (field: 'type' | 'coin' | 'fiat', label: string, value: string) => {
    const id = `ad-${field}`;
    const error = errors[field]?.message;
    return (
      <div className="form-field adf-field">
        <label htmlFor={id} className="adf-label">
          {label}
        </label>
        <input
          id={id}
          value={value}
          readOnly
          dir={field === 'type' ? 'auto' : 'ltr'}
          {...fieldAria(id, { error })}
        />
        <FieldNotes id={id} error={error} />
      </div>
    );
  };

  return (
    <section className="surface adf-card" aria-labelledby="adf-price-title">
      <h2 id="adf-price-title" className="section-title">
        {t('ads.form.section.price')}
      </h2>

      {fixedKind ? (
        <div className="adf-fixed" data-testid="ad-fixed-kind">
          <div className="adf-row">
            {fixed(
              'type',
              t('ads.form.type.legend'),
              t(values.type === 'buy' ? 'ads.form.type.buy' : 'ads.form.type.sell'),
            )}
            {fixed('coin', t('ads.form.coin'), values.coin)}
            {fixed('fiat', t('ads.form.fiat'), values.fiat)}
          </div>
          {sideHint}
          <p className="adf-hint">
            {t('ads.form.fixedHint')}{' '}
            {fixedKind.copyHref && (
              <a href={fixedKind.copyHref} className="text-button" data-testid="ad-copy">
                {t('ads.form.copy')}
              </a>
            )}
          </p>
        </div>
      ) : (
        <>
          <fieldset className="form-field adf-field">
            <legend className="adf-label">{t('ads.form.type.legend')}</legend>
            <div className="adf-segments">
              {(['buy', 'sell'] as const).map((side) => (
                <label key={side} className={`adf-segment is-${side}`}>
                  <input
                    type="radio"
                    value={side}
                    defaultChecked={initial.type === side}
                    {...register('type')}
                  />
                  <span>{t(side === 'buy' ? 'ads.form.type.buy' : 'ads.form.type.sell')}</span>
                </label>
              ))}
            </div>
            {sideHint}
          </fieldset>

          <div className="adf-row">
            <div className="form-field adf-field">
              <label htmlFor="ad-coin" className="adf-label">
                {t('ads.form.coin')}
              </label>
              <select id="ad-coin" defaultValue={initial.coin} {...register('coin')}>
                {coins.map((option) => (
                  <option key={option.coin} value={option.coin}>
                    {option.coin}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field adf-field">
              <label htmlFor="ad-fiat" className="adf-label">
                {t('ads.form.fiat')}
              </label>
              <select
                id="ad-fiat"
                defaultValue={initial.fiat}
                {...fieldAria('ad-fiat', { hint: fiatHint, error: errors.fiat?.message })}
                {...register('fiat')}
              >
                {fiats.map((option) => (
                  <option
                    key={option.fiat}
                    value={option.fiat}
                    disabled={homeFiat !== null && option.fiat !== homeFiat && option.fiat !== fiat}
                  >
                    {option.fiat}
                  </option>
                ))}
              </select>
              <FieldNotes id="ad-fiat" hint={fiatHint} error={errors.fiat?.message} />
            </div>
          </div>
        </>
      )}

      <fieldset className="form-field adf-field">
        <legend className="adf-label">{t('ads.form.priceType.legend')}</legend>
        <div className="adf-segments">
          {(['fixed', 'floating'] as const).map((type) => (
            <label key={type} className="adf-segment">
              <input
                type="radio"
                value={type}
                defaultChecked={initial.priceType === type}
                {...register('priceType')}
              />
              <span>
                {t(type === 'fixed' ? 'ads.form.priceType.fixed' : 'ads.form.priceType.floating')}
              </span>
            </label>
          ))}
        </div>
        <p className="adf-hint">
          {t(
            priceType === 'fixed'
              ? 'ads.form.priceType.fixedHint'
              : 'ads.form.priceType.floatingHint',
          )}
        </p>
      </fieldset>

      <div className="form-field adf-field">
        <label htmlFor={priceId} className="adf-label">
          {t(priceType === 'fixed' ? 'ads.form.fixedPrice' : 'ads.form.floatingRatio')}
        </label>
        <div className="adf-input-unit">
          <input
            key={priceField}
            id={priceId}
            defaultValue={initial[priceField]}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-required="true"
            {...fieldAria(priceId, { hint: priceHint, error: priceError })}
            {...register(priceField, { deps: ['maxLimit'] })}
          />
          <span className="adf-unit" aria-hidden="true">
            {priceType === 'fixed' ? fiat : '%'}
          </span>
        </div>
        <FieldNotes id={priceId} hint={priceHint} error={priceError} />
      </div>

      <div className="adf-market" data-testid="ad-market">
        <div className="adf-market-row">
          <span className="adf-market-label">
            {t('ads.form.reference.label')}
            {reference && !referenceFailed && (
              <span className="adf-live">{t('ads.form.reference.live')}</span>
            )}
          </span>
          <span className="adf-market-value" data-testid="ad-reference-price">
            {reference ? (
              <Ltr>
                {formatPrice(reference.price, fiatScale)} {fiat}
              </Ltr>
            ) : (
              t('ads.form.reference.loading')
            )}
          </span>
        </div>
        {reference && hydrated && <UpdatedAt at={reference.at} t={t} />}
        {referenceFailed && <p className="adf-hint">{t('ads.form.reference.unavailable')}</p>}
        <div className="adf-market-row">
          <span className="adf-market-label">{t('ads.form.yourPrice')}</span>
          <span className="adf-market-value is-strong" data-testid="ad-effective-price">
            {effective ? (
              <Ltr>
                {formatPrice(effective, fiatScale)} {fiat}
              </Ltr>
            ) : (
              '—'
            )}
          </span>
        </div>
        <div aria-live="polite" data-testid="ad-deviation">
          {deviation !== null && (
            <p className="adf-deviation">{t('ads.form.deviation', { percent: deviation })}</p>
          )}
          {warn && (
            <p className="adf-deviation is-warn">
              {t('ads.form.deviationWarn', { percent: warnPercent })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The clock of the reference price, fetched once for every `UpdatedAt`. Without a note when it
 * does not load: the price shows all the same, only its time is missing until the next price
 * (each one tries again).
 */
const loadClock = chunk('reference-clock', () => import('@/features/ads/reference-clock'));

/**
 * "Updated 14:05:09" under the live reference price, in the browser's zone. Shown only once the
 * island runs (the price is live), so the clock formatter loads then, not with the ad form's
 * first script, which is near its byte budget.
 */
function UpdatedAt({ at, t }: { at: number; t: AdFormT }) {
  const [format, setFormat] = useState<((at: number) => string) | null>(null);
  const missing = format === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadClock().then(
      ({ referenceClock }) => live && setFormat(() => referenceClock),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [missing, at]);
  if (!format) return null;
  return (
    <p className="adf-hint">
      {t('ads.form.reference.updated', { time: `\u2066${format(at)}\u2069` })}
    </p>
  );
}
