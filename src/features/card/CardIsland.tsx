import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mainSiteLoginUrl, routes } from '@/config/routes';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { quoteRefusalText } from '@/features/card/buy-refusal';
import { CardAgreement } from '@/features/card/CardAgreement';
import { CardForm } from '@/features/card/CardForm';
import { CardOrderPanel } from '@/features/card/CardOrderPanel';
import { CARD_PARAM, cardHref, restoreForm } from '@/features/card/card-query';
import type {
  AmountType,
  CardOptions,
  CardPaymentMethod,
  CardQuery,
  OrderView,
  QuoteResult,
} from '@/features/card/card-types';
import type { CardMessages } from '@/features/card/messages';
import {
  recallOrderForm,
  rememberAgreement,
  rememberOrderForm,
  takeAgreement,
} from '@/features/card/order-memory';
import { syncCardAddress } from '@/features/card/page-address';
import { QuoteList } from '@/features/card/QuoteList';
import type { AvailableQuote } from '@/features/card/quotes';
import { isSafari } from '@/features/card/safari';
import { useCardQuotes } from '@/features/card/use-card-quotes';
import { orderNoOf, useFollowedOrder } from '@/features/card/use-followed-order';
import { $isLoggedIn } from '@/stores/session-flags';
import { chunk, isChunkError, reloadKeeping, takeKept } from '@/lib/load-chunk';
import { ChunkNote, chunkProblem, type ChunkProblem } from '@/components/ChunkNote';

/**
 * The card purchase (spec section 2, `/thirdParty`): the form, every provider's offer compared,
 * the disclaimer agreement and the Buy that hands the order to the provider's checkout; after
 * the checkout, the order's status, followed live. The server renders the lists, the first
 * offers and the order, so the page is HTML before any script; the API client, the contract and
 * the socket load on demand (`card-api.ts`).
 *
 * Offers are asked again when the form changes (typing is debounced); an answer is shown only
 * for the form as it is now (`use-card-quotes.ts`), so a late answer for an older amount never
 * shows, and while the current one is on its way the list says "loading".
 */

export interface CardIslandProps {
  locale: LocaleCode;
  messages: CardMessages;
  options: CardOptions;
  /** The form as the address states it (the amount as typed). */
  query: CardQuery;
  /** The offers the server fetched for that form, if it could. */
  quotes: QuoteResult | null;
  order: OrderView | null;
  /** The server's session: the first render; then the session store decides. */
  loggedIn: boolean;
  mainSite: string;
  origin: string;
  /** The server's reading of the user agent; checked again in the browser. */
  safari: boolean;
  methodIcons: Partial<Record<CardPaymentMethod, string>>;
  disclaimerHref: string;
  /** The `<dialog>` the page rendered the disclaimer into. */
  disclaimerDialogId: string;
}

const QUOTE_DEBOUNCE_MS = 400;
const loadCardApi = chunk('card-api', () => import('@/features/card/card-api'));

export default function CardIsland(props: CardIslandProps) {
  const { locale, options } = props;
  const loggedIn = useStore($isLoggedIn, { ssr: () => props.loggedIn });
  const t = useMemo(() => createIslandTranslator(props.messages, locale), [props.messages, locale]);
  const [form, setForm] = useState(props.query);
  const { order, live, stale: orderStale, leave: leaveOrder } = useFollowedOrder(props.order);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [placing, setPlacing] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [safari, setSafari] = useState(props.safari);

  const rootRef = useRef<HTMLDivElement>(null);
  const offersHeadingRef = useRef<HTMLHeadingElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  /** The form as the latest event left it (answers are checked against this, not a render). */
  const formRef = useRef(props.query);
  /** How long to wait before asking: typing is debounced, a choice applies at once. */
  const delayRef = useRef(0);
  /** The person changed the form: from then on the address follows it. */
  const dirtyRef = useRef(false);

  const panelShown = order !== null;
  const { check, asked, ranked, loading, failed, chunkFailed, requestQuotes, forget } =
    useCardQuotes({
      form,
      formRef,
      delayRef,
      options,
      initial: props.quotes,
      paused: panelShown,
    });
  const applePayBlocked = form.paymentMethod === 'apple_pay' && !safari;
  // The offers' code did not load: the note says so in their place (a new version, or Retry).
  const [codeProblem, setCodeProblem] = useState<ChunkProblem>(null);
  const codeTries = useRef(0);
  useEffect(() => {
    setCodeProblem(null);
    if (!failed || !chunkFailed) return;
    codeTries.current += 1;
    void chunkProblem(codeTries.current).then(setCodeProblem);
  }, [failed, chunkFailed]);

  useEffect(() => {
    setHydrated(true);
    setSafari(isSafari(navigator.userAgent));
    // Back from the provider's checkout: the form as it was when the purchase left.
    const remembered = props.order ? recallOrderForm(orderNoOf(props.order)) : null;
    if (remembered) {
      const restored = restoreForm(remembered, options);
      formRef.current = restored;
      setForm(restored);
    }
    // Back from the login that Buy sent a visitor to: the agreement they had given stands.
    if (takeAgreement()) setAgreed(true);
    // Back from a reload for a new version: the form as typed and the agreement.
    const kept = takeKept<{ form: CardQuery; agreed: boolean }>('card');
    if (kept) {
      const restored = restoreForm(kept.form, options);
      formRef.current = restored;
      dirtyRef.current = true;
      setForm(restored);
      setAgreed(kept.agreed);
    }
    // Only on mount: later forms come from the person's changes.
  }, []);

  useEffect(() => {
    if (hydrated && !panelShown && dirtyRef.current) {
      syncCardAddress(cardHref(locale, form), rootRef.current);
    }
  }, [form, panelShown, hydrated, locale]);

  const update = (patch: Partial<CardQuery>, delay = 0) => {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    delayRef.current = delay;
    dirtyRef.current = true;
    setForm(next);
    setBuyError(null);
  };

  /**
   * Switching between "spend" and "receive" keeps the purchase the same where it can: the best
   * offer's total cost or quantity becomes the amount; without an offer the field starts empty
   * (100 EUR is not 100 BTC).
   */
  const changeAmountType = (type: AmountType) => {
    if (type === formRef.current.amountType) return;
    const best = ranked?.offers[0];
    const amount = best ? (type === 'crypto' ? best.quantity : best.totalCost) : '';
    update({ amountType: type, amount });
  };

  const leavePanel = () => {
    dirtyRef.current = true;
    forget();
    leaveOrder();
    requestAnimationFrame(() => offersHeadingRef.current?.focus());
  };

  const buy = async (quote: AvailableQuote) => {
    if (!asked || placing !== null || applePayBlocked) return;
    if (!agreed) {
      setAgreeError(true);
      agreeRef.current?.focus();
      return;
    }
    if (!loggedIn) {
      rememberAgreement();
      const back = `${props.origin}${cardHref(locale, formRef.current)}`;
      window.location.assign(mainSiteLoginUrl(props.mainSite, back));
      return;
    }
    setBuyError(null);
    setPlacing(quote.supplier);
    let message: string;
    try {
      const { placeCardOrder } = await loadCardApi();
      const outcome = await placeCardOrder(
        {
          ...asked,
          supplier: quote.supplier,
          quoteId: quote.quoteId,
          agreeDisclaimer: true,
          returnPath: localePath(locale, routes.thirdParty()),
        },
        { refusals: props.messages, locale },
      );
      if (outcome.kind === 'ok') {
        rememberOrderForm(outcome.order.orderNo, formRef.current);
        // The page stays busy until the provider's checkout replaces it.
        window.location.assign(outcome.order.checkoutUrl);
        return;
      }
      if (outcome.kind === 'refused') {
        message = outcome.message;
      } else {
        message = quoteRefusalText(outcome, quote, asked.fiat, t);
        // The offers on screen are no longer what the providers would do: ask again.
        forget();
        void requestQuotes(asked);
      }
    } catch (error) {
      // The API's code did not load: said as such; Buy tries again.
      message = t(isChunkError(error) ? 'chunk.failed' : 'card.quotes.error');
    }
    setPlacing(null);
    setBuyError(message);
  };

  const orderLoginHref = order
    ? mainSiteLoginUrl(
        props.mainSite,
        `${props.origin}${localePath(locale, routes.thirdParty())}?${CARD_PARAM.orderNo}=${orderNoOf(order)}`,
      )
    : '';

  return (
    <div
      ref={rootRef}
      data-testid="card-island"
      data-hydrated={hydrated || undefined}
      className="flex min-w-0 flex-col gap-6"
    >
      {order ? (
        <CardOrderPanel
          view={order}
          options={options}
          loginHref={orderLoginHref}
          live={live}
          stale={orderStale}
          onTryAnother={leavePanel}
          onBuyMore={leavePanel}
          locale={locale}
          t={t}
        />
      ) : (
        <>
          <div className="rounded-lg border border-[var(--line)] p-5">
            <CardForm
              action={localePath(locale, routes.thirdParty())}
              form={form}
              options={options}
              problem={check.ok ? null : check.problem}
              hydrated={hydrated}
              applePayBlocked={applePayBlocked}
              methodIcons={props.methodIcons}
              onAmount={(amount) => update({ amount }, QUOTE_DEBOUNCE_MS)}
              onAmountType={changeAmountType}
              onFiat={(fiat) => update({ fiat })}
              onCoin={(value) => {
                const coin = options.coins.find((c) => c.coin === value)?.coin;
                if (coin) update({ coin });
              }}
              onMethod={(paymentMethod) => update({ paymentMethod })}
              locale={locale}
              t={t}
            />
          </div>

          <CardAgreement
            agreed={agreed}
            required={agreeError}
            loggedIn={loggedIn}
            disclaimerHref={props.disclaimerHref}
            disclaimerDialogId={props.disclaimerDialogId}
            inputRef={agreeRef}
            onAgreed={(checked) => {
              setAgreed(checked);
              if (checked) setAgreeError(false);
            }}
            t={t}
          />

          {buyError && (
            <p
              role="alert"
              data-testid="card-buy-error"
              className="rounded-md bg-[var(--notice-bg)] px-3 py-2 text-sm text-[var(--notice-fg)]"
            >
              {buyError}
            </p>
          )}
          {placing && (
            <p role="status" className="text-sm">
              {t('card.buy.placing')}
            </p>
          )}

          {codeProblem && failed && chunkFailed && (
            <ChunkNote
              problem={codeProblem}
              t={t}
              onRetry={() => asked && void requestQuotes(asked)}
              onReload={() => reloadKeeping('card', { form: formRef.current, agreed })}
            />
          )}
          <QuoteList
            ranked={ranked}
            asked={asked}
            options={options}
            loading={loading}
            failed={failed && !chunkFailed}
            placing={placing}
            buyBlocked={applePayBlocked}
            headingRef={offersHeadingRef}
            onBuy={(quote) => void buy(quote)}
            onRetry={() => asked && void requestQuotes(asked)}
            locale={locale}
            t={t}
          />
        </>
      )}
    </div>
  );
}
