import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { multiplyDecimal } from '@/lib/decimal';
import type { AdFormValues } from '@/features/ads/ad-form';
import { FieldNotes, Ltr, fieldAria } from '@/features/ads/fields';
import { formatExact, formatFiat } from '@/i18n/format';
import { isUnsignedDecimal } from '@/rules/money';
import type { AdFormT } from '@/features/ads/messages';

/**
 * Amount and limits: the total quantity (a sell ad shows the P2P balance it comes from, with
 * "Transfer funds"), the minimum and maximum single limit in fiat with the fiat's floor and cap
 * as hints, and what the quantity is worth at the ad's price (the maximum cannot exceed it).
 */
export function AmountSection({
  initial,
  values,
  register,
  errors,
  coinScale,
  fiatScale,
  maxQuantity,
  fiatLimit,
  effectivePrice,
  balance,
  onTransfer,
  t,
}: {
  /** The values the form started with: the server-rendered HTML shows them before hydration. */
  initial: AdFormValues;
  values: Pick<AdFormValues, 'type' | 'coin' | 'fiat' | 'quantity'>;
  register: UseFormRegister<AdFormValues>;
  errors: FieldErrors<AdFormValues>;
  coinScale: number;
  fiatScale: number;
  maxQuantity: string | undefined;
  fiatLimit: { minSingle: string; maxSingle: string } | undefined;
  effectivePrice: string | null;
  /** The P2P balance of the coin for a sell ad; null when unknown or a buy ad. */
  balance: string | null;
  onTransfer: () => void;
  t: AdFormT;
}) {
  const { coin, fiat, quantity } = values;
  const quantityHint = maxQuantity
    ? t('ads.form.quantityHint', { max: formatExact(maxQuantity, { max: coinScale }), coin })
    : undefined;
  const minHint = fiatLimit
    ? t('ads.form.minHint', { min: formatFiat(fiatLimit.minSingle, fiatScale), fiat })
    : undefined;
  const maxHint = fiatLimit
    ? t('ads.form.maxHint', { max: formatFiat(fiatLimit.maxSingle, fiatScale), fiat })
    : undefined;
  const worth =
    effectivePrice && isUnsignedDecimal(quantity)
      ? multiplyDecimal(quantity, effectivePrice)
      : null;

  const amountInput = (
    name: 'quantity' | 'minLimit' | 'maxLimit',
    label: string,
    unit: string,
    hint: string | undefined,
    deps: ('maxLimit' | 'minLimit')[],
  ) => {
    const id = `ad-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="form-field adf-field">
        <label htmlFor={id} className="adf-label">
          {label}
        </label>
        <div className="adf-input-unit">
          <input
            id={id}
            defaultValue={initial[name]}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-required="true"
            {...fieldAria(id, { hint, error })}
            {...register(name, { deps })}
          />
          <span className="adf-unit" aria-hidden="true">
            {unit}
          </span>
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  };

  return (
    <section className="surface adf-card" aria-labelledby="adf-amount-title">
      <h2 id="adf-amount-title" className="section-title">
        {t('ads.form.section.amount')}
      </h2>

      {amountInput('quantity', t('ads.form.quantity'), coin, quantityHint, ['maxLimit'])}

      {values.type === 'sell' && balance !== null && (
        <div className="adf-balance" data-testid="ad-balance">
          <span className="adf-balance-figure">
            <span>{t('ads.form.available')}</span>
            <strong>
              <Ltr>
                {formatExact(balance, { max: coinScale })} {coin}
              </Ltr>
            </strong>
          </span>
          <button type="button" className="text-button" onClick={onTransfer}>
            {t('ads.form.transfer')}
          </button>
        </div>
      )}

      <div className="adf-row">
        {amountInput('minLimit', t('ads.form.minLimit'), fiat, minHint, ['maxLimit'])}
        {amountInput('maxLimit', t('ads.form.maxLimit'), fiat, maxHint, ['minLimit'])}
      </div>

      {worth && (
        <p className="adf-hint" data-testid="ad-worth">
          {t('ads.form.worth', {
            amount: `\u2066${formatFiat(worth, fiatScale)}\u2069`,
            fiat,
          })}
        </p>
      )}
    </section>
  );
}
