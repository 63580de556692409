import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalOf } from '@/client/refusal';
import { ApproxValue } from '@/components/ApproxValue';
import type { MarketAd } from '@/contract/entities';
import { routes, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { errorText, formatAmounts, type RefusalMessages } from '@/i18n/refusal-text';
import { localePath } from '@/i18n/paths';
import { typedDecimal, type OrderRules } from '@/features/market/amounts';
import { maxOrderAmount } from '@/rules/orders';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { fetchMyPayments, placeOrder } from '@/features/market/order-panel-api';
import { OrderAdSummary } from '@/features/market/OrderAdSummary';
import { OrderInput } from '@/features/market/OrderInput';
import { SellerBalance } from '@/features/market/SellerBalance';
import { SellerPayments } from '@/features/market/SellerPayments';
import { maxSellQuantity, movedPrice, otherFieldValue } from '@/features/market/order-sizing';
import { useP2pBalance } from '@/features/market/use-p2p-balance';
import type { MarketT } from '@/features/market/messages';
import { unmetConditionText } from '@/features/market/why-not';
import {
  orderFormSchema,
  type OrderFormProblem,
  type OrderFormValues,
} from '@/features/market/order-form';
import { ordersEndpoints, type OrderProceedRequest } from '@/contract/orders';
import { track } from '@/client/analytics';

/**
 * The order panel: a native modal `<dialog>` (focus kept inside, Escape closes, focus returns to
 * the Trade button), labelled by its title. The viewer types a fiat amount or a coin quantity;
 * the other is computed exactly at the ad's price. One zod schema validates the form and builds
 * the request; the order is placed at the price shown. A refusal keeps what was typed and shows
 * the server's message here (the call handles its own errors). No dead ends: a moved price is
 * shown with the other field recomputed and a confirm that orders at it; a seller sees their P2P
 * balance (Max and the check stay within it) with Transfer; "verify first" links to verification.
 * Loaded on demand.
 */

interface OrderPanelProps {
  ad: MarketAd;
  /** The viewer's side: buying from a sell ad, or selling into a buy ad. */
  side: Side;
  fiatScale: number;
  coinScale: number;
  locale: LocaleCode;
  /** The page's server time (the advertiser's "last seen"). */
  now: number;
  /** Identity verification on the main site ("Verify now" when the exchange asks for it). */
  identityHref: string;
  t: MarketT;
  /** The messages of the refusals placing an order can meet (by code, in the page's language). */
  refusals: RefusalMessages;
  /** A fiat amount to start with (the market's amount filter, or the best-way page's). */
  initialAmount?: string | null;
  onClose: () => void;
}

export default function OrderPanel({
  ad,
  side,
  fiatScale,
  coinScale,
  locale,
  now,
  identityHref,
  t,
  refusals,
  initialAmount = null,
  onClose,
}: OrderPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  /** The exchange asked for identity verification: the error then links to it. */
  const [mustVerify, setMustVerify] = useState(false);
  // The user blocked this advertiser: the way out is their block list (issue 14, item 5).
  const [mustUnblock, setMustUnblock] = useState(false);
  /** The price orders are placed at: the ad's, until the exchange says it moved. */
  const [price, setPrice] = useState(ad.price);
  const repriced = price !== ad.price;
  const buying = side === 'buy';
  const seller = useP2pBalance(ad.coin, !buying);
  const held = seller.balance.status === 'ok' ? seller.balance.available : null;
  const rules: OrderRules = useMemo(
    () => ({
      price,
      minLimit: ad.minLimit,
      maxLimit: ad.maxLimit,
      remainingQuantity: ad.remainingQuantity,
      fiat: ad.fiat,
      coin: ad.coin,
      fiatScale,
      coinScale,
      balance: held,
    }),
    [ad, price, fiatScale, coinScale, held],
  );
  const schema = useMemo(
    () =>
      orderFormSchema(
        // A seller names 1-3 of their saved methods the buyer may pay to; a buyer names none.
        { adId: ad.id, rules, requirePaymentIds: !buying },
        (problem: OrderFormProblem) => t(problem.key, displayParams(problem, fiatScale, coinScale)),
      ),
    [ad.id, rules, t, fiatScale, coinScale, buying],
  );
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<OrderFormValues, unknown, OrderProceedRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      mode: buying ? 'amount' : 'quantity',
      amount: '',
      quantity: '',
      userPaymentIds: [],
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const selectedPayments = watch('userPaymentIds');
  /** The fiat total as typed or computed, for its value in the chosen currency under the field. */
  const total = typedDecimal(watch('amount'), fiatScale);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    if (initialAmount) {
      setValue('amount', initialAmount);
      typed('amount', initialAmount);
    }
    firstFieldRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  // A new price or balance changes the checks: once submitted, the errors follow at once.
  useEffect(() => {
    if (isSubmitted) void trigger(['amount', 'quantity']);
  }, [rules]);

  /** Typing into one field fills the other, exactly, at the order's price. */
  const typed = (field: 'amount' | 'quantity', value: string) => {
    setServerError(null);
    setMustVerify(false);
    setValue('mode', field);
    const other = field === 'amount' ? 'quantity' : 'amount';
    setValue(other, otherFieldValue(field, value, price, { fiatScale, coinScale }));
    // Once submitted, errors follow the typing; only the field typed into carries one.
    if (isSubmitted) void trigger(['amount', 'quantity']);
  };

  const fillMax = () => {
    if (buying) {
      const max = maxOrderAmount({ ...ad, price }, fiatScale);
      setValue('amount', max);
      typed('amount', max);
    } else {
      const quantity = maxSellQuantity({ ...ad, price }, held, { fiatScale, coinScale });
      setValue('quantity', quantity);
      typed('quantity', quantity);
    }
  };

  /**
   * The price moved: the field typed into is kept, the other recomputed at the new price, and
   * the submit button becomes the confirm that orders at it (the form's checks apply anew).
   */
  const reprice = (next: string) => {
    const mode = getValues('mode');
    const other = mode === 'amount' ? 'quantity' : 'amount';
    setValue(other, otherFieldValue(mode, getValues(mode), next, { fiatScale, coinScale }));
    setPrice(next);
  };

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    setMustVerify(false);
    setMustUnblock(false);
    try {
      const order = await placeOrder(body);
      // A beacon outlives the navigation; only with the visitor's analytics consent.
      track('order_placed', { side, asset: ad.coin, fiat: ad.fiat });
      location.assign(localePath(locale, routes.order('detail', order.orderNo)));
    } catch (error) {
      const refusal = refusalOf(ordersEndpoints.c2cOrderProceed, error);
      const next =
        refusal?.name === 'priceChanged' ? movedPrice(refusal.params.price, body.price) : null;
      if (next !== null) {
        reprice(next);
        return;
      }
      if (refusal?.name === 'insufficientBalance') seller.reload();
      if (refusal?.name === 'identityRequired') setMustVerify(true);
      if (refusal?.name === 'youBlockedAdvertiser') setMustUnblock(true);
      // The condition that failed, with the user's own value, in the row's words.
      const failed = refusal?.name === 'requirementsNotMet' ? refusal.params : null;
      const unmet =
        failed?.condition !== undefined &&
        failed.required !== undefined &&
        failed.actual !== undefined
          ? unmetConditionText(
              { condition: failed.condition, required: failed.required, actual: failed.actual },
              t,
              locale,
            )
          : null;
      const reason =
        unmet ??
        errorText(ordersEndpoints.c2cOrderProceed, error, refusals, {
          locale,
          fallback: t('market.error.body'),
          display: (params) => {
            const fiat = (value: string) => `${formatFiat(value, fiatScale)} ${ad.fiat}`;
            const coin = (value: string) => `${formatCoin(value, coinScale)} ${ad.coin}`;
            return formatAmounts(params, {
              minLimit: fiat,
              maxLimit: fiat,
              remainingQuantity: coin,
            });
          },
        });
      setServerError(t('market.panel.failed', { reason }));
    }
  });

  const titleId = `${id}-title`;
  const amountId = `${id}-amount`;
  const quantityId = `${id}-quantity`;
  const amountField = register('amount', {
    onChange: (event: { target: { value: string } }) => typed('amount', event.target.value),
  });
  const quantityField = register('quantity', {
    onChange: (event: { target: { value: string } }) => typed('quantity', event.target.value),
  });
  const fieldError = (name: 'amount' | 'quantity') => errors[name]?.message;

  const amountInput = (
    <OrderInput
      id={amountId}
      label={buying ? t('market.panel.iPay') : t('market.panel.iReceive')}
      unit={ad.fiat}
      error={fieldError('amount')}
      field={amountField}
      inputRef={(el) => {
        amountField.ref(el);
        if (buying) firstFieldRef.current = el;
      }}
      onMax={buying ? fillMax : undefined}
      maxLabel={t('market.panel.max')}
      hint={
        total !== null && (
          <ApproxValue amount={total} fiat={ad.fiat} locale={locale} className="block" />
        )
      }
    />
  );
  const quantityInput = (
    <OrderInput
      id={quantityId}
      label={buying ? t('market.panel.iReceive') : t('market.panel.iSell')}
      unit={ad.coin}
      error={fieldError('quantity')}
      field={quantityField}
      inputRef={(el) => {
        quantityField.ref(el);
        if (!buying) firstFieldRef.current = el;
      }}
      onMax={buying ? undefined : fillMax}
      maxLabel={t('market.panel.max')}
    />
  );
  const submitLabel = buying
    ? t('market.panel.submitBuy', { coin: ad.coin })
    : t('market.panel.submitSell', { coin: ad.coin });
  const actionLabel = repriced ? t('market.panel.confirmPrice') : submitLabel;

  return (
    // The native dialog handles Escape (its `cancel` event) and keeps focus inside while open.
    <dialog
      ref={dialogRef}
      className="modal-dialog market-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="order-panel"
    >
      <div className="market-dialog-head">
        <h2 id={titleId} className="text-lg font-semibold">
          {submitLabel}
        </h2>
        <button
          type="button"
          className="market-dialog-close"
          aria-label={t('market.panel.close')}
          onClick={onClose}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>

      <div className="market-dialog-body">
        <OrderAdSummary
          ad={repriced ? { ...ad, price } : ad}
          fiatScale={fiatScale}
          coinScale={coinScale}
          now={now}
          t={t}
        />

        <form className="market-order-form" noValidate onSubmit={submit}>
          {buying ? amountInput : quantityInput}
          {!buying && (
            <SellerBalance
              id={`${id}-balance`}
              coin={ad.coin}
              coinScale={coinScale}
              balance={seller.balance}
              onRetry={seller.reload}
              t={t}
            />
          )}
          {buying ? quantityInput : amountInput}

          {!buying && (
            <SellerPayments
              id={`${id}-receive`}
              accepted={ad.paymentMethods.map((m) => m.code)}
              load={(signal) => fetchMyPayments(ad.fiat, signal)}
              selected={selectedPayments}
              onChange={(ids) => {
                setValue('userPaymentIds', ids, { shouldValidate: isSubmitted });
              }}
              error={errors.userPaymentIds?.message}
              manageHref={localePath(locale, routes.payment())}
              t={t}
            />
          )}

          {repriced ? (
            <p className="market-reprice" role="alert" data-testid="order-repriced">
              {t('market.panel.priceChanged', {
                // Isolated, so the figure and its code read in order inside a right-to-left line.
                price: `\u2068${formatPrice(price, fiatScale)} ${ad.fiat}\u2069`,
              })}
            </p>
          ) : (
            <p className="market-note">{t('market.panel.priceNote')}</p>
          )}

          {serverError && (
            <p className="market-form-error" role="alert" data-testid="order-error">
              {serverError}
              {mustVerify && (
                <>
                  {' '}
                  <a href={identityHref} className="market-link-button">
                    {t('market.why.verify')}
                  </a>
                </>
              )}
              {mustUnblock && (
                <>
                  {' '}
                  <a
                    href={`${localePath(locale, routes.userCenter())}#blocked`}
                    className="market-link-button"
                    data-testid="order-open-block-list"
                  >
                    {t('market.panel.blockList')}
                  </a>
                </>
              )}
            </p>
          )}

          <div className="market-dialog-actions">
            <button type="button" className="secondary-button" onClick={onClose}>
              {t('market.panel.cancel')}
            </button>
            <button
              type="submit"
              className={`market-trade-button ${buying ? 'is-buy' : 'is-sell'}`}
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('market.panel.submitting') : actionLabel}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}

/** A problem's numbers as the panel shows them: grouped, at their asset's scale. */
function displayParams(problem: OrderFormProblem, fiatScale: number, coinScale: number) {
  if (!('params' in problem)) return undefined;
  const p: Record<string, string | number> = { ...problem.params };
  if ('min' in problem.params) p.min = formatFiat(problem.params.min, fiatScale);
  if ('max' in problem.params) p.max = formatFiat(problem.params.max, fiatScale);
  if ('quantity' in problem.params) p.quantity = formatCoin(problem.params.quantity, coinScale);
  if ('available' in problem.params) p.available = formatCoin(problem.params.available, coinScale);
  return p;
}
