import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { refusalOf } from '@/client/refusal';
import { routes, type Side } from '@/config/routes';
import { amountDecimal } from '@/contract/asset-codes';
import {
  expressQuote as expressQuoteSchema,
  ordersExpressEndpoints,
  type ExpressQuote,
} from '@/contract/orders-express';
import { formatCoin, formatFiat, formatPrice, formatRateOver } from '@/i18n/format';
import { createIslandTranslator } from '@/i18n/island-t';
import { localeByCode, type LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { paymentMethodName } from '@/i18n/payment-method-name';
import { errorText, refusalText } from '@/i18n/refusal-text';
import { fitsScale } from '@/rules/money';
import { expressPlace, expressQuote } from '@/features/orders/express/express-api';
import type { ExpressMessages, ExpressT } from '@/features/orders/express/messages';

/**
 * Express (issue 17, item 2): the user picks a side and a coin and types a fiat amount; the
 * exchange answers the best offer they can take, shown with everything the order will be (the
 * advertiser, the price, what they pay and receive, the payment methods, the payment window),
 * and one click places it. If the best offer changed meanwhile (taken by someone else,
 * repriced) the placement answers the new one, shown in its place for a second confirmation.
 * Every refusal is worded in the page's language with the way on (another amount, the market,
 * Try again); what the user typed stays.
 */
interface ExpressIslandProps {
  locale: LocaleCode;
  messages: ExpressMessages;
  coins: readonly { coin: string; scale: number }[];
  fiat: { code: string; scale: number };
  side: Side;
  coin: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  /** `changed`: the refusal's words when this offer replaced the one the user confirmed. */
  | { kind: 'quoted'; quote: ExpressQuote; changed: string | null; amount: string }
  | { kind: 'placing'; quote: ExpressQuote; amount: string }
  | { kind: 'refused'; text: string; retry: boolean; quote?: ExpressQuote; amount?: string };

/** The field's problem, by the contract's amount rule and the fiat's scale; null when fine. */
function amountProblem(value: string, fiat: ExpressIslandProps['fiat'], t: ExpressT) {
  const typed = value.trim();
  if (typed === '') return t('express.amount.required');
  if (!amountDecimal.safeParse(typed).success) return t('express.amount.format');
  if (!fitsScale(typed, fiat.scale)) {
    return t('express.amount.scale', { fiat: fiat.code, scale: fiat.scale });
  }
  return null;
}

export default function ExpressIsland(props: ExpressIslandProps) {
  const { locale, fiat } = props;
  const t = useMemo(
    () => createIslandTranslator(props.messages.texts, locale),
    [props.messages, locale],
  );
  const id = useId();
  /** Set once the island runs: a click before it would be the browser's, not the form's. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [side, setSide] = useState<Side>(props.side);
  const [coin, setCoin] = useState(props.coin);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const amountRef = useRef<HTMLInputElement>(null);
  const coinScale = props.coins.find((c) => c.coin === coin)?.scale ?? null;
  const { refusals } = props.messages;

  const reset = () => {
    setStep({ kind: 'idle' });
    setProblem(null);
  };

  const find = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (step.kind === 'quoting' || step.kind === 'placing') return;
    const wrong = amountProblem(amount, fiat, t);
    setProblem(wrong);
    if (wrong) {
      amountRef.current?.focus();
      return;
    }
    const typed = amount.trim();
    setStep({ kind: 'quoting' });
    try {
      const quote = await expressQuote({ side, coin, fiat: fiat.code, amount: typed });
      setStep({ kind: 'quoted', quote, changed: null, amount: typed });
    } catch (error) {
      const endpoint = ordersExpressEndpoints.c2cOrderExpressQuote;
      const refusal = refusalOf(endpoint, error);
      setStep({
        kind: 'refused',
        text: errorText(endpoint, error, refusals, { locale, fallback: t('express.failed') }),
        retry: refusal === null,
      });
    }
  };

  const confirm = async (quote: ExpressQuote, typed: string) => {
    if (step.kind === 'placing') return;
    setStep({ kind: 'placing', quote, amount: typed });
    try {
      const order = await expressPlace({
        side: quote.side,
        coin: quote.ad.coin,
        fiat: quote.ad.fiat,
        amount: typed,
        adId: quote.ad.id,
        price: quote.price,
      });
      location.assign(localePath(locale, routes.order('detail', order.orderNo)));
    } catch (error) {
      const endpoint = ordersExpressEndpoints.c2cOrderExpressPlace;
      const refusal = refusalOf(endpoint, error);
      // The new best offer travels with the refusal: shown in place of the old one.
      const next =
        refusal?.name === 'expressQuoteChanged' && expressQuoteSchema.safeParse(refusal.params);
      if (refusal && next && next.success) {
        const changed = refusalText(refusal, refusals, locale);
        setStep({ kind: 'quoted', quote: next.data, changed, amount: typed });
        return;
      }
      setStep({
        kind: 'refused',
        text: errorText(endpoint, error, refusals, { locale, fallback: t('express.failed') }),
        retry: refusal === null,
        quote,
        amount: typed,
      });
    }
  };

  const busy = step.kind === 'quoting' || step.kind === 'placing';
  const shown = step.kind === 'quoted' || step.kind === 'placing' ? step : null;
  // The advertiser's record: 30-day completion over that period's orders, usual release time.
  const record = shown
    ? formatRateOver(shown.quote.ad.advertiser.successRate30d, shown.quote.ad.advertiser.orders30d)
    : null;
  const release = shown ? shown.quote.ad.advertiser.avgReleaseSeconds : null;
  const changedText = step.kind === 'quoted' ? step.changed : null;

  return (
    <section
      className="express"
      aria-labelledby={`${id}-title`}
      data-testid="express"
      data-hydrated={hydrated || undefined}
    >
      <h1 id={`${id}-title`} className="express-title">
        {t('express.title')}
      </h1>
      <p className="express-intro">{t('express.intro')}</p>
      <form className="express-form" noValidate onSubmit={(event) => void find(event)}>
        <fieldset className="express-sides">
          <legend className="express-label">{t('express.side')}</legend>
          {(['buy', 'sell'] as const).map((option) => (
            <label key={option} className="express-side" data-checked={side === option}>
              <input
                type="radio"
                name={`${id}-side`}
                value={option}
                checked={side === option}
                onChange={() => {
                  setSide(option);
                  reset();
                }}
              />
              {t(`express.side.${option}`)}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-coin`}>{t('express.coin')}</label>
          <select
            id={`${id}-coin`}
            value={coin}
            onChange={(event) => {
              setCoin(event.target.value);
              reset();
            }}
          >
            {props.coins.map((c) => (
              <option key={c.coin} value={c.coin}>
                {c.coin}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-amount`}>{t(`express.amount.${side}`)}</label>
          {/* Left to right in every language: the figure, then its currency. */}
          <div className="express-amount" dir="ltr">
            <input
              ref={amountRef}
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-amount-error` : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                if (step.kind !== 'quoting' && step.kind !== 'placing') setStep({ kind: 'idle' });
              }}
            />
            <span className="express-fiat" translate="no">
              {fiat.code}
            </span>
          </div>
          {problem && (
            <p id={`${id}-amount-error`} className="express-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="primary-button" aria-disabled={busy}>
          {step.kind === 'quoting' ? t('express.finding') : t('express.find')}
        </button>
      </form>

      {step.kind === 'refused' && (
        <div className="express-refused" data-testid="express-refused">
          <p className="express-error" role="alert">
            {step.text}
          </p>
          <div className="express-actions">
            {step.retry && (
              <button
                type="button"
                className="secondary-button"
                onClick={() =>
                  step.quote && step.amount ? void confirm(step.quote, step.amount) : void find()
                }
              >
                {t('express.retry')}
              </button>
            )}
            <a className="secondary-button" href={localePath(locale, routes.market(side, coin))}>
              {t('express.market')}
            </a>
          </div>
        </div>
      )}

      {shown && (
        <article
          className="express-quote"
          data-testid="express-quote"
          data-ad-id={shown.quote.ad.id}
        >
          {changedText && (
            <p className="express-changed" role="alert" data-testid="express-changed">
              {changedText} {t('express.changed')}
            </p>
          )}
          <h2 className="express-quote-title">
            {t('express.best', { count: shown.quote.compared })}
          </h2>
          <dl className="express-facts">
            <div>
              <dt>{t('express.advertiser')}</dt>
              <dd>
                <a
                  href={localePath(
                    locale,
                    routes.adDetail(String(shown.quote.ad.advertiser.userId)),
                  )}
                  dir="auto"
                >
                  {shown.quote.ad.advertiser.nickname}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('express.price')}</dt>
              <dd translate="no" dir="ltr">
                {formatPrice(shown.quote.price, fiat.scale)} {fiat.code}
              </dd>
            </div>
            <div>
              <dt>{t(shown.quote.side === 'buy' ? 'express.pay' : 'express.receive')}</dt>
              <dd translate="no" dir="ltr" data-testid="express-amount">
                {formatFiat(shown.quote.amount, fiat.scale)} {fiat.code}
              </dd>
            </div>
            <div>
              <dt>{t(shown.quote.side === 'buy' ? 'express.receive' : 'express.pay')}</dt>
              <dd translate="no" dir="ltr" data-testid="express-quantity">
                {formatCoin(shown.quote.quantity, coinScale)} {shown.quote.ad.coin}
              </dd>
            </div>
            <div>
              <dt>{t(shown.quote.side === 'buy' ? 'express.methods' : 'express.methods.sell')}</dt>
              <dd>
                {new Intl.ListFormat(localeByCode(locale).tag, { type: 'conjunction' }).format(
                  shown.quote.ad.paymentMethods.map((m) => paymentMethodName(m, t)),
                )}
              </dd>
            </div>
            <div>
              <dt>{t('express.record')}</dt>
              <dd data-testid="express-record">
                {record === null
                  ? t('express.recordNone')
                  : t('express.recordValue', {
                      orders: shown.quote.ad.advertiser.orders30d,
                      rate: `\u2068${record}%\u2069`,
                    })}
              </dd>
            </div>
            <div>
              <dt>{t('express.release')}</dt>
              <dd>
                {release === null
                  ? t('express.releaseNone')
                  : t('express.releaseValue', { minutes: Math.max(1, Math.round(release / 60)) })}
              </dd>
            </div>
            <div>
              <dt>{t('express.window')}</dt>
              <dd>{t('express.minutes', { minutes: shown.quote.ad.paymentTimeLimitMinutes })}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="primary-button"
            aria-disabled={busy}
            onClick={() => void confirm(shown.quote, shown.amount)}
          >
            {step.kind === 'placing'
              ? t('express.placing')
              : t(`express.confirm.${shown.quote.side}`, { coin: shown.quote.ad.coin })}
          </button>
        </article>
      )}
    </section>
  );
}
