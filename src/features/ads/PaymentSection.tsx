import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { AdRequest, ReferencePrice } from '@/contract/ads';
import type { AdFormValues } from '@/features/ads/ad-form';
import type { PaymentChoice } from '@/features/ads/ad-types';
import { FieldNotes, fieldAria } from '@/features/ads/fields';
import type { AdFormT } from '@/features/ads/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * Payment: 1 to `max` of the user's saved payment methods that serve the fiat (none saved: the
 * way to add one), and the payment time limit from the config's choices.
 */
export function PaymentSection({
  initialTimeLimit,
  fiat,
  control,
  register,
  errors,
  payments,
  maxMethods,
  timeLimitOptions,
  paymentHref,
  t,
}: {
  /** The time limit the form started with (selected in the server-rendered HTML). */
  initialTimeLimit: string;
  fiat: string;
  control: Control<AdFormValues, ReferencePrice | null, AdRequest>;
  register: UseFormRegister<AdFormValues>;
  errors: FieldErrors<AdFormValues>;
  payments: readonly PaymentChoice[];
  maxMethods: number;
  timeLimitOptions: readonly number[];
  paymentHref: string;
  t: AdFormT;
}) {
  const usable = payments.filter((payment) => payment.fiats.includes(fiat));
  const paymentError = errors.userPaymentIds?.message;
  const timeError = errors.paymentTimeLimitMinutes?.message;
  const hint = t('ads.form.payment.hint', { max: maxMethods, fiat });

  return (
    <section className="surface adf-card" aria-labelledby="adf-payment-title">
      <h2 id="adf-payment-title" className="section-title">
        {t('ads.form.section.payment')}
      </h2>

      <Controller
        control={control}
        name="userPaymentIds"
        render={({ field }) => {
          const chosen = field.value;
          const toggle = (id: number, on: boolean) =>
            field.onChange(on ? [...chosen, id] : chosen.filter((value) => value !== id));
          return (
            <fieldset
              className="form-field adf-field"
              // A group takes no aria-invalid; its notes describe it, the boxes say they are invalid.
              aria-describedby={
                fieldAria('ad-userPaymentIds', { hint, error: paymentError })['aria-describedby']
              }
              data-testid="ad-payments"
            >
              <legend className="adf-label">{t('ads.form.payment.legend')}</legend>
              {usable.length === 0 ? (
                <p className="adf-empty-methods">
                  {t('ads.form.payment.none', { fiat })}{' '}
                  <a href={paymentHref} className="text-button">
                    {t('ads.form.payment.add')}
                  </a>
                </p>
              ) : (
                <ul className="adf-methods">
                  {usable.map((payment, index) => {
                    const checked = chosen.includes(payment.id);
                    return (
                      <li key={payment.id}>
                        <label className="adf-method">
                          <input
                            ref={index === 0 ? field.ref : undefined}
                            type="checkbox"
                            checked={checked}
                            aria-invalid={paymentError ? true : undefined}
                            disabled={!checked && chosen.length >= maxMethods}
                            onChange={(event) => toggle(payment.id, event.target.checked)}
                            onBlur={field.onBlur}
                          />
                          <svg
                            className="adf-method-bar"
                            width="3"
                            height="14"
                            aria-hidden="true"
                            focusable="false"
                          >
                            <rect width="3" height="14" rx="1" fill={payment.color} />
                          </svg>
                          <span className="adf-method-name">{paymentMethodName(payment, t)}</span>
                          {payment.detail && (
                            <bdi className="adf-method-detail">{payment.detail}</bdi>
                          )}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
              <FieldNotes id="ad-userPaymentIds" hint={hint} error={paymentError} />
              {usable.length > 0 && (
                <a href={paymentHref} className="text-button adf-manage">
                  {t('ads.form.payment.manage')}
                </a>
              )}
            </fieldset>
          );
        }}
      />

      <div className="form-field adf-field">
        <label htmlFor="ad-paymentTimeLimitMinutes" className="adf-label">
          {t('ads.form.timeLimit')}
        </label>
        <select
          id="ad-paymentTimeLimitMinutes"
          aria-required="true"
          defaultValue={initialTimeLimit}
          {...fieldAria('ad-paymentTimeLimitMinutes', { error: timeError })}
          {...register('paymentTimeLimitMinutes')}
        >
          <option value="">{t('ads.form.timeLimitPlaceholder')}</option>
          {timeLimitOptions.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('ads.form.timeLimitOption', { minutes })}
            </option>
          ))}
        </select>
        <FieldNotes id="ad-paymentTimeLimitMinutes" error={timeError} />
      </div>
    </section>
  );
}
