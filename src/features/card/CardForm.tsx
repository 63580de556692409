import type { ChangeEvent, SubmitEvent } from 'react';
import { ApproxValue } from '@/components/ApproxValue';
import { normalizeAmount, type AmountProblem } from '@/features/card/amount';
import { CARD_PARAM } from '@/features/card/card-query';
import type {
  AmountType,
  CardOptions,
  CardPaymentMethod,
  CardQuery,
} from '@/features/card/card-types';
import { formatFiat } from '@/features/card/format';
import type { CardT } from '@/features/card/messages';
import type { LocaleCode } from '@/i18n/locales';

/**
 * The purchase form: spend an amount of fiat or receive an amount of coin, the coin, the fiat
 * and the payment method. A GET form the server understands (it renders the offers for the
 * address), so it works before the script runs; once hydrated every change applies at once.
 */

interface CardFormProps {
  action: string;
  form: CardQuery;
  options: CardOptions;
  /** Why the amount cannot be asked for, shown under it. */
  problem: AmountProblem | null;
  hydrated: boolean;
  /** Apple Pay chosen outside Safari. */
  applePayBlocked: boolean;
  methodIcons: Partial<Record<CardPaymentMethod, string>>;
  onAmount: (value: string) => void;
  onAmountType: (value: AmountType) => void;
  onFiat: (fiat: string) => void;
  onCoin: (coin: string) => void;
  onMethod: (method: CardPaymentMethod) => void;
  /** The page language (the amount's approximate value is isolated in fa). */
  locale: LocaleCode;
  t: CardT;
}

const FIELD = 'flex flex-col gap-1.5';
const LABEL = 'text-sm font-medium text-[var(--fg-muted)]';
const SELECT =
  'h-11 rounded-md border border-[var(--line-strong)] bg-[var(--bg)] px-3 text-base text-[var(--fg)]';
const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-md border border-[var(--line-strong)] px-3 py-2 text-sm has-[:checked]:border-[var(--color-brand-strong)] has-[:checked]:bg-[var(--bg-soft)] has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--link)]';

export function CardForm(props: CardFormProps) {
  const { form, options, problem: error, hydrated, t } = props;
  const spend = form.amountType === 'fiat';
  const fiat = options.fiats.find((f) => f.fiat === form.fiat);
  const describedBy = [error ? 'card-amount-error' : '', fiat ? 'card-limit' : '']
    .filter(Boolean)
    .join(' ');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // Without the script the browser submits to the server; with it, changes apply at once.
    if (hydrated) event.preventDefault();
  };

  return (
    <form
      method="get"
      action={props.action}
      aria-label={t('card.form.label')}
      className="flex flex-col gap-5"
      onSubmit={submit}
    >
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className={`${LABEL} mb-1.5`}>{t('card.form.amountType')}</legend>
        {(['fiat', 'crypto'] as const).map((type) => (
          <label key={type} className={CHOICE}>
            <input
              type="radio"
              name={CARD_PARAM.amountType}
              value={type}
              checked={form.amountType === type}
              onChange={() => props.onAmountType(type)}
            />
            {t(type === 'fiat' ? 'card.form.amountType.fiat' : 'card.form.amountType.crypto')}
          </label>
        ))}
      </fieldset>

      <div className={FIELD}>
        <label htmlFor="card-amount" className={LABEL}>
          {t(spend ? 'card.form.spend' : 'card.form.receive')}
        </label>
        <div
          dir="ltr"
          className="flex h-12 items-center rounded-md border border-[var(--line-strong)] bg-[var(--bg)] focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-[var(--link)]"
        >
          <input
            id="card-amount"
            name={CARD_PARAM.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            value={form.amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => props.onAmount(event.target.value)}
            className="h-full min-w-0 flex-1 bg-transparent px-3 text-lg outline-none"
          />
          <span className="pe-3 font-semibold" translate="no">
            {spend ? form.fiat : form.coin}
          </span>
        </div>
        {spend && !error && (
          <ApproxValue
            amount={normalizeAmount(form.amount)}
            fiat={form.fiat}
            locale={props.locale}
          />
        )}
        {error && (
          <p id="card-amount-error" role="alert" className="text-sm text-[var(--danger-fg)]">
            {'params' in error ? t(error.key, error.params) : t(error.key)}
          </p>
        )}
        {fiat && (
          <p id="card-limit" className="text-sm text-[var(--fg-muted)]">
            {t('card.form.limit', {
              min: formatFiat(fiat.minAmount),
              max: formatFiat(fiat.maxAmount),
              fiat: fiat.fiat,
            })}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className={FIELD}>
          <label htmlFor="card-fiat" className={LABEL}>
            {t('card.form.fiat')}
          </label>
          <select
            id="card-fiat"
            name={CARD_PARAM.fiat}
            value={form.fiat}
            className={SELECT}
            onChange={(event) => props.onFiat(event.target.value)}
          >
            {options.fiats.map((f) => (
              <option key={f.fiat} value={f.fiat}>
                {f.symbol && f.symbol !== f.fiat ? `${f.fiat} (${f.symbol})` : f.fiat}
              </option>
            ))}
          </select>
        </div>
        <div className={FIELD}>
          <label htmlFor="card-coin" className={LABEL}>
            {t('card.form.coin')}
          </label>
          <select
            id="card-coin"
            name={CARD_PARAM.coin}
            value={form.coin}
            className={SELECT}
            onChange={(event) => props.onCoin(event.target.value)}
          >
            {options.coins.map((c) => (
              <option key={c.coin} value={c.coin}>
                {c.name && c.name !== c.coin ? `${c.coin} · ${c.name}` : c.coin}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="flex flex-col gap-1.5">
        <legend className={`${LABEL} mb-1.5`}>{t('card.form.method')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {options.methods.map((m) => (
            <label key={m.method} className={CHOICE}>
              <input
                type="radio"
                name={CARD_PARAM.paymentMethod}
                value={m.method}
                checked={form.paymentMethod === m.method}
                onChange={() => props.onMethod(m.method)}
              />
              {props.methodIcons[m.method] && (
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={props.methodIcons[m.method]} />
                </svg>
              )}
              <span translate="no">{m.name}</span>
            </label>
          ))}
        </div>
        {props.applePayBlocked && (
          <p
            role="alert"
            data-testid="card-apple-pay-notice"
            className="rounded-md bg-[var(--notice-bg)] px-3 py-2 text-sm text-[var(--notice-fg)]"
          >
            {t('card.applePay.safari')}
          </p>
        )}
      </fieldset>

      {!hydrated && (
        <button type="submit" className="primary-button self-start">
          {t('card.form.submit')}
        </button>
      )}
    </form>
  );
}
