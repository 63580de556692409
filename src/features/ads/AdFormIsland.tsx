import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  adEffectivePrice,
  priceDeviationPercent,
  type AdRequest,
  type ReferencePrice,
} from '@/contract/ads';
import { Chunk, ChunkNote } from '@/components/ChunkNote';
import { requestTransfer } from '@/components/transfer-request';
import { useChunkFailure } from '@/components/use-chunk-failure';
import { chunk, reloadKeeping, takeKept } from '@/lib/load-chunk';
import { createIslandTranslator } from '@/i18n/island-t';
import {
  adFormFromAd,
  adFormResolver,
  onlyRiskMissing,
  type AdFormValues,
} from '@/features/ads/ad-form';
import { adProblemText } from '@/features/ads/ad-problems';
import type { AdFormIslandProps } from '@/features/ads/ad-types';
import { AmountSection } from '@/features/ads/AmountSection';
import { coinScaleOf, fiatScaleOf } from '@/features/ads/format';
import { loadAdsApi } from '@/features/ads/load-ads-api';
import type { AdFormT } from '@/features/ads/messages';
import { MoreSection } from '@/features/ads/MoreSection';
import { PaymentSection } from '@/features/ads/PaymentSection';
import { PriceSection } from '@/features/ads/PriceSection';
import {
  SaveConflict,
  SaveFailure,
  type ConflictState,
  type Failure,
} from '@/features/ads/SaveProblems';
import { useFormFocus } from '@/features/ads/use-form-focus';
import { useLiveMarket } from '@/features/ads/use-live-market';

/**
 * Post or edit an ad (`/releaseAdvertising/{id?}`). The form's rules are the contract's ad
 * schema with the live context (see `ad-form.ts`), worded in the viewer's language. A price far
 * from the market asks for the risk confirmation before it is sent. A refused save keeps
 * everything typed: problems go to their fields, another tab's save is reported with "Reload
 * latest" (never overwritten silently), a low balance offers the transfer dialog. Saved: on to
 * My ads, which says what happened (online or not). Editing keeps side, coin and fiat (shown
 * read-only, never sent changed; "Copy to a new ad" posts another) and saves the "Go online"
 * choice as the ad's status. Code that Save needs and that did not load is said by the chunk
 * note next to Save: Retry saves again, Reload keeps everything typed.
 */

/** How a refusal is worded (with the contract's refusals): loaded with the API, off first load. */
const loadRefusal = chunk('ads-refusal', () => import('@/features/ads/refusal'));
/** Where a saved ad lands (my ads, with the notice): needed once the save succeeded. */
const loadNotice = chunk('my-ads-notice', () => import('@/features/ads/my-ads-notice'));
/** The risk confirmation (and the modal dialog) loads when a price first needs it. */
const loadRiskDialog = chunk('RiskDialog', () => import('@/features/ads/RiskDialog'));

export default function AdFormIsland(props: AdFormIslandProps) {
  const { locale, config, coins, fiats, payments, ad } = props;
  const t: AdFormT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const text = useMemo(() => adProblemText(t), [t]);
  const [hydrated, setHydrated] = useState(false);
  const [version, setVersion] = useState(ad?.version ?? null);
  /** Editing: whether the ad is listed now (what "Go online" changes, and the notice says). */
  const [online, setOnline] = useState(ad ? ad.status === 'listed' : null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { failureRef, formRef, revealFailure, focusField } = useFormFocus();
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [riskOpen, setRiskOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Save's code did not load: the chunk note next to Save; its reload keeps the form.
  const code = useChunkFailure();
  const keepKey = `ad-form:${ad?.id ?? 'new'}`;

  // The resolver reads the latest reference price from here (it is polled after the form
  // exists, so it cannot be one of the form's options on the same render).
  const referenceRef = useRef<ReferencePrice | null>(props.reference);
  const resolver = useMemo(() => {
    const inner = adFormResolver({ config, coins, fiats }, text, (params) =>
      t('ads.problem.conditionRange', params),
    );
    const live: Resolver<AdFormValues, ReferencePrice | null, AdRequest> = (values, _, options) =>
      inner(values, referenceRef.current, options);
    return live;
  }, [config, coins, fiats, text, t]);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AdFormValues, ReferencePrice | null, AdRequest>({
    resolver,
    defaultValues: props.initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control }) as AdFormValues;

  const coinScale = coinScaleOf(coins, values.coin);
  const fiatScale = fiatScaleOf(fiats, values.fiat);
  const market = useLiveMarket({
    coin: values.coin,
    fiat: values.fiat,
    wantsBalance: values.type === 'sell',
    initialReference: props.reference,
    initialBalance: props.balance,
  });
  const warnPercent = market.reference?.warnPercent ?? config.priceDeviationWarnPercent;
  const effective = adEffectivePrice(values, market.reference?.exact, fiatScale);

  useEffect(() => {
    referenceRef.current = market.reference;
  }, [market.reference]);

  useEffect(() => {
    setHydrated(true);
    // Back from the chunk note's reload: the form as it was typed.
    const kept = takeKept<AdFormValues>(keepKey);
    if (kept) reset({ ...props.initialValues, ...kept });
  }, []);

  // A confirmation is for one price: changing it asks again.
  useEffect(() => {
    if (getValues('riskConfirmed')) setValue('riskConfirmed', false);
  }, [
    values.priceType,
    values.fixedPrice,
    values.floatingRatio,
    values.coin,
    values.fiat,
    getValues,
    setValue,
  ]);

  const save = async (request: AdRequest) => {
    setFailure(null);
    setConflict(null);
    setAnnouncement('');
    code.clear();
    try {
      const [api, notice] = await Promise.all([loadAdsApi(), loadNotice(), loadRefusal()]);
      const { type, coin, fiat } = props.initialValues;
      const saved =
        ad && version !== null
          ? // An edit never sends another side, coin or fiat: those of the ad as loaded.
            await api.updateAd(ad.id, version, { ...request, type, coin, fiat })
          : await api.createAd(request);
      setLeaving(true);
      location.assign(
        notice.myAdsNoticeHref(locale, notice.savedNotice(ad ? online : null, saved.status)),
      );
    } catch (error) {
      if (code.report(error)) return;
      const refusal = await loadRefusal().then(
        ({ readSaveRefusal }) =>
          readSaveRefusal(error, t, text, { refusals: props.messages, locale }),
        () => ({
          kind: 'message' as const,
          message: t('ads.refusal.failed', { reason: t('ads.unavailable.body') }),
        }),
      );
      // No field to focus (and no risk dialog): go to the message, next to Save.
      const messageOnly =
        refusal.kind === 'conflict' || refusal.kind === 'balance' || refusal.kind === 'message';
      if (messageOnly || (refusal.kind === 'fields' && refusal.fields.length === 0))
        revealFailure();
      if (refusal.kind === 'conflict') setConflict('shown');
      else if (refusal.kind === 'risk') {
        setValue('riskConfirmed', false);
        setRiskOpen(true);
      } else if (refusal.kind === 'balance')
        setFailure({ message: refusal.message, transfer: true });
      else if (refusal.kind === 'message')
        setFailure({ message: refusal.message, transfer: false });
      else {
        refusal.fields.forEach(({ field, message }) =>
          setError(field, { type: 'server', message }),
        );
        const [first] = refusal.fields;
        if (first) focusField(first.field);
        if (refusal.message) setFailure({ message: refusal.message, transfer: false });
      }
    }
  };

  const invalid = (problems: FieldErrors<AdFormValues>) => {
    if (onlyRiskMissing(problems)) {
      setFailure(null);
      setRiskOpen(true);
      return;
    }
    setFailure({ message: problems.root?.message ?? t('ads.form.invalid'), transfer: false });
  };

  const submit = handleSubmit(save, invalid);

  const confirmRisk = () => {
    setRiskOpen(false);
    setValue('riskConfirmed', true);
    void submit();
  };

  const reloadLatest = async () => {
    if (!ad) return;
    setConflict('reloading');
    try {
      const api = await loadAdsApi();
      const latest = await api.fetchAdDetail(ad.id);
      const next = adFormFromAd(latest);
      next.userPaymentIds = next.userPaymentIds.filter((id) => payments.some((p) => p.id === id));
      reset(next);
      setVersion(latest.version);
      setOnline(latest.status === 'listed');
      setConflict(null);
      setFailure(null);
      setAnnouncement(t('ads.conflict.reloaded'));
    } catch {
      setConflict('failed');
    }
  };

  const busy = isSubmitting || leaving;
  const title = ad ? t('ads.form.title.edit', { id: ad.id }) : t('ads.form.title.create');

  return (
    <div className="adf" data-testid="ad-form-page" data-hydrated={hydrated || undefined}>
      <header className="adf-head">
        <nav className="crumbs" aria-label={t('ads.form.breadcrumb')}>
          <a href={props.myAdsHref} className="text-button">
            {t('ads.form.myAds')}
          </a>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{title}</span>
        </nav>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('ads.form.intro')}</p>
        {props.copiedFrom ? (
          <p className="adf-notice" data-testid="ad-copied">
            {t('ads.form.copiedFrom', { id: props.copiedFrom })}
          </p>
        ) : null}
      </header>

      <form
        ref={formRef}
        className="adf-form"
        noValidate
        onSubmit={submit}
        aria-labelledby="adf-form-title"
        data-testid="ad-form"
      >
        <h2 id="adf-form-title" className="sr-only">
          {title}
        </h2>
        <PriceSection
          initial={props.initialValues}
          values={values}
          register={register}
          errors={errors}
          coins={coins}
          fiats={fiats}
          homeFiat={props.homeFiat}
          fiatScale={fiatScale}
          reference={market.reference}
          referenceFailed={market.failed}
          warnPercent={warnPercent}
          ratioRange={{ min: config.floatingRatioMin, max: config.floatingRatioMax }}
          hydrated={hydrated}
          fixedKind={ad ? { copyHref: props.copyHref ?? null } : null}
          t={t}
        />
        <AmountSection
          initial={props.initialValues}
          values={values}
          register={register}
          errors={errors}
          coinScale={coinScale}
          fiatScale={fiatScale}
          maxQuantity={config.coinLimits.find((c) => c.coin === values.coin)?.maxQuantity}
          fiatLimit={config.fiatLimits.find((f) => f.fiat === values.fiat)}
          effectivePrice={effective}
          balance={market.balance}
          onTransfer={() => requestTransfer({ to: 'p2p', coin: values.coin })}
          t={t}
        />
        <PaymentSection
          initialTimeLimit={props.initialValues.paymentTimeLimitMinutes}
          fiat={values.fiat}
          control={control}
          register={register}
          errors={errors}
          payments={payments}
          maxMethods={config.maxPaymentMethodsPerAd}
          timeLimitOptions={config.paymentTimeLimitOptions}
          paymentHref={props.paymentHref}
          t={t}
        />
        <MoreSection
          initial={props.initialValues}
          values={values}
          register={register}
          errors={errors}
          adFeePercent={config.adFeePercent}
          online={online}
          t={t}
        />

        {conflict && (
          <SaveConflict
            state={conflict}
            failureRef={failureRef}
            onReload={() => void reloadLatest()}
            t={t}
          />
        )}

        {failure && (
          <SaveFailure
            failure={failure}
            coin={values.coin}
            failureRef={conflict ? undefined : failureRef}
            t={t}
          />
        )}
        {code.problem && (
          <ChunkNote
            problem={code.problem}
            t={t}
            onRetry={() => void submit()}
            onReload={() => reloadKeeping(keepKey, getValues())}
          />
        )}

        <p
          className={announcement ? 'adf-notice' : 'sr-only'}
          role="status"
          data-testid="ad-notice"
        >
          {announcement}
        </p>

        <div className="adf-actions">
          <a href={props.myAdsHref} className="secondary-button">
            {t('ads.form.cancel')}
          </a>
          <button
            type="submit"
            className="primary-button adf-submit"
            disabled={!hydrated || busy}
            aria-busy={busy || undefined}
          >
            {busy
              ? t('ads.form.submitting')
              : t(ad ? 'ads.form.submit.edit' : 'ads.form.submit.create')}
          </button>
        </div>
      </form>

      {riskOpen && (
        <Chunk
          load={loadRiskDialog}
          t={t}
          onClose={() => setRiskOpen(false)}
          onReload={() => reloadKeeping(keepKey, getValues())}
        >
          {({ RiskDialog }) => (
            <RiskDialog
              deviation={
                effective && market.reference
                  ? priceDeviationPercent(effective, market.reference.exact)
                  : null
              }
              warnPercent={warnPercent}
              onConfirm={confirmRisk}
              onClose={() => setRiskOpen(false)}
              t={t}
            />
          )}
        </Chunk>
      )}
    </div>
  );
}
