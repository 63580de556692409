import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MarketAd } from '@/contract/entities';
import { routes, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { errorText, formatAmounts, type RefusalMessages } from '@/i18n/refusal-text';
import { localePath } from '@/i18n/paths';
import type { OrderRules } from '@/features/market/amounts';
import { fitsScale } from '@/rules/money';
import { amountForQuantity, maxOrderAmount, quantityForAmount } from '@/rules/orders';
import { formatCoin, formatFiat } from '@/i18n/format';
import { fetchMyPayments, placeOrder } from '@/features/market/market-api';
import { OrderAdSummary } from '@/features/market/OrderAdSummary';
import { OrderInput } from '@/features/market/OrderInput';
import { SellerPayments } from '@/features/market/SellerPayments';
import type { MarketT } from '@/features/market/messages';
import {
  orderFormSchema,
  type OrderFormProblem,
  type OrderFormValues,
} from '@/features/market/order-form';
import { ordersEndpoints, type OrderProceedRequest } from '@/contract/orders';

/**
 * The order panel: a native modal `<dialog>` (focus kept inside, Escape closes, focus returns to
 * the Trade button), labelled by its title. The viewer types a fiat amount or a coin quantity;
 * the other is computed exactly at the ad's price. One zod schema validates the form and builds
 * the request; the order is placed at the price shown. A refusal keeps what was typed and shows
 * the server's message here (the call handles its own errors). Loaded on demand.
 */

interface OrderPanelProps {
  ad: MarketAd;
  /** The viewer's side: buying from a sell ad, or selling into a buy ad. */
  side: Side;
  fiatScale: number;
  coinScale: number;
  locale: LocaleCode;
  t: MarketT;
  /** The messages of the refusals placing an order can meet (by code, in the page's language). */
  refusals: RefusalMessages;
  onClose: () => void;
}

export default function OrderPanel({
  ad,
  side,
  fiatScale,
  coinScale,
  locale,
  t,
  refusals,
  onClose,
}: OrderPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const buying = side === 'buy';
  const rules: OrderRules = useMemo(
    () => ({
      price: ad.price,
      minLimit: ad.minLimit,
      maxLimit: ad.maxLimit,
      remainingQuantity: ad.remainingQuantity,
      fiat: ad.fiat,
      coin: ad.coin,
      fiatScale,
      coinScale,
    }),
    [ad, fiatScale, coinScale],
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    firstFieldRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  /** Typing into one field fills the other, exactly, at the ad's price. */
  const typed = (field: 'amount' | 'quantity', value: string) => {
    setServerError(null);
    setValue('mode', field);
    const text = value.trim();
    const other = field === 'amount' ? 'quantity' : 'amount';
    let computed = '';
    if (field === 'amount' && fitsScale(text, fiatScale)) {
      computed = quantityForAmount(text, ad.price, coinScale);
    } else if (field === 'quantity' && fitsScale(text, coinScale)) {
      computed = amountForQuantity(text, ad.price, fiatScale);
    }
    setValue(other, computed);
    // Once submitted, errors follow the typing; only the field typed into carries one.
    if (isSubmitted) void trigger(['amount', 'quantity']);
  };

  const fillMax = () => {
    const max = maxOrderAmount(ad, fiatScale);
    if (buying) {
      setValue('amount', max);
      typed('amount', max);
    } else {
      const quantity = quantityForAmount(max, ad.price, coinScale);
      setValue('quantity', quantity);
      typed('quantity', quantity);
    }
  };

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const order = await placeOrder(body);
      location.assign(localePath(locale, routes.order('detail', order.orderNo)));
    } catch (error) {
      const reason = errorText(ordersEndpoints.c2cOrderProceed, error, refusals, {
        locale,
        fallback: t('market.error.body'),
        display: (params) => {
          const fiat = (value: string) => `${formatFiat(value, fiatScale)} ${ad.fiat}`;
          const coin = (value: string) => `${formatCoin(value, coinScale)} ${ad.coin}`;
          return formatAmounts(params, { minLimit: fiat, maxLimit: fiat, remainingQuantity: coin });
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
        <OrderAdSummary ad={ad} fiatScale={fiatScale} coinScale={coinScale} t={t} />

        <form className="market-order-form" noValidate onSubmit={submit}>
          {buying ? amountInput : quantityInput}
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

          <p className="market-note">{t('market.panel.priceNote')}</p>

          {serverError && (
            <p className="market-form-error" role="alert" data-testid="order-error">
              {serverError}
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
              {isSubmitting ? t('market.panel.submitting') : submitLabel}
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
  return p;
}
