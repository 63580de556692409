import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { routes } from '@/config/routes';
import type { CardPayment, CardPaymentMethod } from '@/contract/card';
import type { BestWay, BestWayAmountType, BestWayOption } from '@/contract/market-best-way';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { createIslandTranslator } from '@/i18n/island-t';
import { localeByCode, type LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { paymentMethodName } from '@/i18n/payment-method-name';
import { chunk } from '@/lib/load-chunk';
import { continueHref } from '@/islands/best-way-links';
import { bestWayHref, type BestWayForm } from '@/features/market/best-way/best-way-query';
import { amountProblem, type AmountProblem } from '@/features/market/best-way/best-way-amount';
import type { BestWayMessages, BestWayT } from '@/features/market/best-way/messages';
import type { BestWayLoad } from '@/features/market/best-way/server/load-best-way';

/**
 * The best way to buy (issue 17, item 1): one amount, and every way to buy it ranked by what the
 * money buys (fees included): the P2P ads the viewer can take and each card provider's
 * estimate, with the effective price, the fees, the time and what each needs, and one link on
 * into the chosen flow with the amount filled. Rendered by the server for everyone (a visitor's
 * page is plain HTML: the form is a GET form); a logged-in user's page hydrates and stays live
 * (compared again every `LIVE_POLL_MS` while visible, and on Compare without a reload).
 */

/** What the page's loader read (form, lists, scales, the first comparison), and the page's own. */
export type BestWayIslandProps = Omit<Extract<BestWayLoad, { kind: 'ok' }>, 'kind'> & {
  locale: LocaleCode;
  messages: BestWayMessages;
  /** Identity verification on the main site (a P2P option of an unverified user). */
  identityHref: string;
  /** A logged-in user's page: live, and compares without a reload. */
  live: boolean;
};

const LIVE_POLL_MS = 15_000;
const loadApi = chunk('best-way-api', () => import('@/features/market/best-way/best-way-api'));

/** A value inside a sentence, isolated so a right-to-left text keeps its order. */
const iso = (value: string) => `\u2068${value}\u2069`;

function problemText(problem: AmountProblem, t: BestWayT): string {
  if (problem.kind === 'required') return t('bestWay.amount.required');
  if (problem.kind === 'format') return t('bestWay.amount.format');
  return t('bestWay.amount.scale', { asset: problem.asset, scale: problem.scale });
}

export default function BestWayIsland(props: BestWayIslandProps) {
  const { locale, scales, live } = props;
  const t = useMemo(() => createIslandTranslator(props.messages, locale), [props.messages, locale]);
  const id = useId();
  const [form, setForm] = useState(props.form);
  /** What the figures on screen answer: the live updates ask it again, not what is being typed. */
  const [compared, setCompared] = useState(props.form);
  const [result, setResult] = useState(props.result);
  const [problem, setProblem] = useState(props.problem);
  const [busy, setBusy] = useState(false);
  /** Set once the island runs (a user's page): tests and styles can tell. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  /** The last live update or comparison failed: the figures shown may be old. */
  const [stale, setStale] = useState(props.result === null && props.problem === null);
  const amountRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  const compare = async (next: BestWayForm, quiet: boolean) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    if (!quiet) setBusy(true);
    try {
      const { fetchBestWay } = await loadApi();
      const answer = await fetchBestWay(
        {
          coin: next.coin,
          fiat: next.fiat,
          amount: next.amount.trim(),
          amountType: next.amountType,
          paymentMethod: next.paymentMethod,
        },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      setResult(answer);
      setStale(false);
    } catch {
      if (!abort.signal.aborted) setStale(true);
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setBusy(false);
      }
    }
  };

  // Live for a logged-in user: compared again while the page is visible.
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden' || !result) return;
      void compare(compared, true);
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [live, compared, result]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Another pair is another page (its own address); the same pair compares in place.
    if (form.coin !== props.form.coin || form.fiat !== props.form.fiat) return;
    event.preventDefault();
    const [scale, asset] =
      form.amountType === 'fiat' ? [scales.fiat, form.fiat] : [scales.coin, form.coin];
    const found = amountProblem(form.amount, scale, asset);
    setProblem(found);
    if (found) {
      amountRef.current?.focus();
      return;
    }
    window.history.replaceState(
      null,
      '',
      bestWayHref(locale, { ...form, amount: form.amount.trim() }),
    );
    setCompared(form);
    void compare(form, false);
  };

  const update = (patch: Partial<BestWayForm>) => setForm((f) => ({ ...f, ...patch }));
  const asset = form.amountType === 'fiat' ? form.fiat : form.coin;
  const p2pCount = result?.options.filter((o) => o.kind === 'p2p').length ?? 0;

  return (
    <div
      className="best-way"
      data-testid="best-way"
      data-live={live ? 'on' : undefined}
      data-hydrated={hydrated || undefined}
    >
      <form
        className="best-way-form"
        method="get"
        action={localePath(locale, routes.bestWay())}
        aria-label={t('bestWay.form')}
        noValidate
        onSubmit={live ? onSubmit : undefined}
      >
        <div className="form-field">
          <label htmlFor={`${id}-type`}>{t('bestWay.amountType')}</label>
          <select
            id={`${id}-type`}
            name="amountType"
            value={form.amountType}
            onChange={(event) => update({ amountType: event.target.value as BestWayAmountType })}
          >
            <option value="fiat">{t('bestWay.amountType.fiat')}</option>
            <option value="crypto">{t('bestWay.amountType.crypto')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-amount`}>{t('bestWay.amount')}</label>
          <div className="best-way-amount" dir="ltr">
            <input
              ref={amountRef}
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={form.amount}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-amount-error` : undefined}
              onChange={(event) => update({ amount: event.target.value })}
            />
            <span className="best-way-unit" translate="no">
              {asset}
            </span>
          </div>
          {problem && (
            <p id={`${id}-amount-error`} className="best-way-error" role="alert">
              {problemText(problem, t)}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-coin`}>{t('bestWay.coin')}</label>
          <select
            id={`${id}-coin`}
            name="coin"
            value={form.coin}
            onChange={(event) => update({ coin: event.target.value })}
          >
            {props.coins.map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-fiat`}>{t('bestWay.fiat')}</label>
          <select
            id={`${id}-fiat`}
            name="fiat"
            value={form.fiat}
            onChange={(event) => update({ fiat: event.target.value })}
          >
            {props.fiats.map((fiat) => (
              <option key={fiat} value={fiat}>
                {fiat}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-method`}>{t('bestWay.paymentMethod')}</label>
          <select
            id={`${id}-method`}
            name="paymentMethod"
            value={form.paymentMethod}
            onChange={(event) => update({ paymentMethod: event.target.value as CardPaymentMethod })}
          >
            {props.cardMethods.map((m) => (
              <option key={m.method} value={m.method}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary-button" aria-disabled={busy}>
          {busy ? t('bestWay.comparing') : t('bestWay.compare')}
        </button>
      </form>

      {stale && problem === null && (
        <div className="best-way-stale" role="alert" data-testid="best-way-stale">
          <p>{t(result ? 'bestWay.stale' : 'bestWay.failed')}</p>
          {live ? (
            <button
              type="button"
              className="secondary-button"
              onClick={() => void compare(compared, false)}
            >
              {t('bestWay.retry')}
            </button>
          ) : (
            <a className="secondary-button" href={bestWayHref(locale, props.form)}>
              {t('bestWay.retry')}
            </a>
          )}
        </div>
      )}

      {result && (
        <Comparison
          result={result}
          t={t}
          locale={locale}
          scales={scales}
          cardMethods={props.cardMethods}
          identityHref={props.identityHref}
          live={live}
          p2pCount={p2pCount}
        />
      )}
    </div>
  );
}

interface ComparisonProps {
  result: BestWay;
  t: BestWayT;
  locale: LocaleCode;
  scales: { coin: number; fiat: number };
  cardMethods: readonly CardPayment[];
  identityHref: string;
  live: boolean;
  p2pCount: number;
}

function Comparison({
  result,
  t,
  locale,
  scales,
  cardMethods,
  identityHref,
  live,
  p2pCount,
}: ComparisonProps) {
  const { coin, fiat } = result;
  const methodName = (method: CardPaymentMethod) =>
    cardMethods.find((m) => m.method === method)?.name ?? method;
  const list = new Intl.ListFormat(localeByCode(locale).tag, { type: 'disjunction' });
  const marketHref = `${localePath(locale, routes.market('buy', coin))}?${new URLSearchParams({ fiat }).toString()}`;

  const needText = (option: BestWayOption, need: BestWayOption['needs'][number]) => {
    if (need === 'transfer' && option.kind === 'p2p') {
      return t('bestWay.need.transfer', {
        methods: list.format(option.ad.paymentMethods.map((m) => paymentMethodName(m, t))),
      });
    }
    if (need === 'card' && option.kind === 'card') {
      return t('bestWay.need.card', { method: methodName(option.paymentMethod) });
    }
    return t(`bestWay.need.${need}`);
  };

  const continueText = (option: BestWayOption) => {
    if (option.kind === 'card') return t('bestWay.continue.card', { name: option.name });
    if (option.needs.includes('sign_in')) return t('bestWay.continue.login');
    if (option.needs.includes('identity')) return t('bestWay.continue.verify');
    return t('bestWay.continue.p2p');
  };

  return (
    <section className="best-way-result" aria-live={live ? 'polite' : undefined}>
      <h2 className="best-way-count" data-testid="best-way-count">
        {t('bestWay.options', { count: result.options.length })}
      </h2>
      {live && <p className="best-way-note">{t('bestWay.live')}</p>}

      {result.options.length === 0 ? (
        <div className="best-way-none" data-testid="best-way-none">
          <p>{t('bestWay.none')}</p>
        </div>
      ) : (
        <ol className="best-way-options">
          {result.options.map((option) => (
            <li
              key={option.kind === 'p2p' ? `p2p-${option.ad.id}` : `card-${option.supplier}`}
              className="best-way-option"
              data-testid="best-way-option"
              data-kind={option.kind}
              data-best={option.best ? 'true' : undefined}
              data-ad-id={option.kind === 'p2p' ? option.ad.id : undefined}
              data-supplier={option.kind === 'card' ? option.supplier : undefined}
            >
              <header className="best-way-option-head">
                {option.best && <span className="best-way-badge">{t('bestWay.best')}</span>}
                <span className="best-way-kind" data-kind={option.kind}>
                  {t(option.kind === 'p2p' ? 'bestWay.kind.p2p' : 'bestWay.kind.card')}
                </span>
                <span className="best-way-source">
                  {option.kind === 'p2p' ? (
                    <a
                      href={localePath(
                        locale,
                        routes.adDetail(String(option.ad.advertiser.userId)),
                      )}
                    >
                      {t('bestWay.p2p.by', { nickname: iso(option.ad.advertiser.nickname) })}
                    </a>
                  ) : (
                    t('bestWay.card.by', { name: option.name })
                  )}
                </span>
              </header>
              <dl className="best-way-figures">
                <div className="best-way-receive">
                  <dt>{t('bestWay.receive')}</dt>
                  <dd translate="no" dir="ltr" data-testid="best-way-quantity">
                    {formatCoin(option.quantity, scales.coin)} {coin}
                  </dd>
                </div>
                <div>
                  <dt>{t('bestWay.pay')}</dt>
                  <dd translate="no" dir="ltr" data-testid="best-way-total">
                    {formatFiat(option.totalCost, scales.fiat)} {fiat}
                  </dd>
                </div>
                <div>
                  <dt>{t('bestWay.quotedPrice')}</dt>
                  <dd translate="no" dir="ltr" data-testid="best-way-price">
                    {formatPrice(option.price, scales.fiat)} {fiat}
                  </dd>
                </div>
                <div>
                  <dt>{t('bestWay.effectivePrice', { coin })}</dt>
                  <dd translate="no" dir="ltr" data-testid="best-way-effective">
                    {formatPrice(option.effectivePrice, scales.fiat)} {fiat}
                  </dd>
                </div>
                <div>
                  <dt>{t('bestWay.fees')}</dt>
                  <dd data-testid="best-way-fee">
                    {Number(option.fee) === 0 ? (
                      t('bestWay.fees.none')
                    ) : (
                      <span translate="no" dir="ltr">
                        {formatFiat(option.fee, scales.fiat)} {fiat}
                      </span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('bestWay.time')}</dt>
                  <dd>{t('bestWay.minutes', option.minutes)}</dd>
                </div>
              </dl>
              <div className="best-way-needs">
                <span className="best-way-needs-label">{t('bestWay.needs')}</span>
                <ul>
                  {option.needs.map((need) => (
                    <li key={need} data-need={need}>
                      {needText(option, need)}
                    </li>
                  ))}
                </ul>
              </div>
              <a
                className={option.best ? 'primary-button' : 'secondary-button'}
                href={continueHref(option, result, { locale, identityHref })}
                data-testid="best-way-continue"
              >
                {continueText(option)}
              </a>
            </li>
          ))}
        </ol>
      )}

      {result.options.some((o) => o.kind === 'card') && (
        <p className="best-way-note">{t('bestWay.estimate')}</p>
      )}

      {result.p2pClosed && (
        <div
          className="best-way-closed"
          data-testid="best-way-p2p-closed"
          data-reason={result.p2pClosed}
        >
          <p>
            {result.p2pClosed === 'home_fiat' && result.homeFiat === null
              ? t('bestWay.p2pClosed.noHome')
              : t(`bestWay.p2pClosed.${result.p2pClosed}`, {
                  coin,
                  fiat,
                  homeFiat: result.homeFiat ?? '',
                })}
          </p>
          {result.p2pClosed === 'home_fiat' && result.homeFiat && (
            <a
              className="secondary-button"
              href={bestWayHref(locale, {
                coin,
                fiat: result.homeFiat,
                amount: result.amountType === 'crypto' ? result.amount : '100',
                amountType: result.amountType,
                paymentMethod: result.paymentMethod,
              })}
            >
              {t('bestWay.p2pClosed.homeLink', { homeFiat: result.homeFiat })}
            </a>
          )}
        </div>
      )}

      {result.excluded.length > 0 && (
        <section className="best-way-aside" data-testid="best-way-excluded">
          <h3>{t('bestWay.excluded')}</h3>
          <ul>
            {result.excluded.map((e) => (
              <li key={e.adId} data-reason={e.reason}>
                {t('bestWay.excluded.item', {
                  nickname: iso(e.nickname),
                  price: iso(`${formatPrice(e.price, scales.fiat)} ${fiat}`),
                })}
                {' · '}
                {t(`bestWay.exclusion.${e.reason}`, { coin })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {!result.cardOffered ? (
        <p className="best-way-note" data-testid="best-way-no-card">
          {t('bestWay.noCard', { coin, fiat })}
        </p>
      ) : (
        result.cardUnavailable.length > 0 && (
          <section className="best-way-aside" data-testid="best-way-card-unavailable">
            <h3>{t('bestWay.cardUnavailable')}</h3>
            <ul>
              {result.cardUnavailable.map((u) => (
                <li key={u.supplier} data-reason={u.reason}>
                  {u.name} · {t(`bestWay.unavailable.${u.reason}`)}
                </li>
              ))}
            </ul>
          </section>
        )
      )}

      <p className="best-way-more">
        {p2pCount > 0 || result.p2pClosed === null ? (
          <a href={marketHref}>{t('bestWay.market')}</a>
        ) : null}
        {result.cardOffered && (
          <a href={localePath(locale, routes.thirdParty())}>{t('bestWay.card')}</a>
        )}
      </p>
    </section>
  );
}
