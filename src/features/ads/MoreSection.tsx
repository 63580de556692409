import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AD_AUTO_REPLY_MAX, AD_REMARKS_MAX } from '@/contract/ads';
import { CONDITION_BOUNDS, type AdFormValues } from '@/features/ads/ad-form';
import { FieldNotes, fieldAria } from '@/features/ads/fields';
import type { AdFormT } from '@/features/ads/messages';

/**
 * Conditions and publishing: remarks and the auto-reply message (sent into the order chat when
 * an order is placed on the ad), each with a character counter, the two optional counterparty
 * conditions (each switched on by its checkbox), going online now or later, and the ad fee.
 * Editing, "Go online" is the ad's status after the save (now lists it, later delists it), and
 * the line under it says where the ad is now.
 */
export function MoreSection({
  initial,
  values,
  register,
  errors,
  adFeePercent,
  online,
  t,
}: {
  /** The values the form started with: the server-rendered HTML shows them before hydration. */
  initial: AdFormValues;
  values: Pick<AdFormValues, 'remarks' | 'autoReply' | 'registeredDaysOn' | 'tradesOn'>;
  register: UseFormRegister<AdFormValues>;
  errors: FieldErrors<AdFormValues>;
  adFeePercent: string;
  /** Editing: whether the ad is listed now; null when posting. */
  online: boolean | null;
  t: AdFormT;
}) {
  /** A free-text field with its counter (red past the limit) and an optional helper line. */
  const counted = (
    name: 'remarks' | 'autoReply',
    max: number,
    texts: { label: string; placeholder: string; help?: string },
  ) => {
    const id = `ad-${name}`;
    const error = errors[name]?.message;
    const length = values[name].length;
    const count = t('ads.form.remarksCount', { count: length, max });
    const hint = (
      <>
        {texts.help && <span className="block">{texts.help}</span>}
        <span className={length > max ? 'adf-over' : undefined} data-testid={`${id}-count`}>
          {count}
        </span>
      </>
    );
    return (
      <div className="form-field adf-field">
        <label htmlFor={id} className="adf-label">
          {texts.label}
        </label>
        <textarea
          id={id}
          defaultValue={initial[name]}
          rows={4}
          dir="auto"
          placeholder={texts.placeholder}
          {...fieldAria(id, { hint, error })}
          {...register(name)}
        />
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  };

  const condition = (
    toggle: 'registeredDaysOn' | 'tradesOn',
    name: 'registeredDays' | 'trades',
    toggleLabel: string,
    inputLabel: string,
  ) => {
    const id = `ad-${name}`;
    const error = errors[name]?.message;
    const { min, max } = CONDITION_BOUNDS[name];
    return (
      <div className="adf-condition">
        <label className="adf-check">
          <input type="checkbox" defaultChecked={initial[toggle]} {...register(toggle)} />
          <span>{toggleLabel}</span>
        </label>
        {values[toggle] && (
          <div className="form-field adf-field adf-condition-value">
            <label htmlFor={id} className="adf-label">
              {inputLabel}
            </label>
            <input
              id={id}
              defaultValue={initial[name]}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              placeholder={`${min}–${max}`}
              {...fieldAria(id, { error })}
              {...register(name)}
            />
            <FieldNotes id={id} error={error} />
          </div>
        )}
      </div>
    );
  };

  return (
    <section className="surface adf-card" aria-labelledby="adf-more-title">
      <h2 id="adf-more-title" className="section-title">
        {t('ads.form.section.more')}
      </h2>

      {counted('remarks', AD_REMARKS_MAX, {
        label: t('ads.form.remarks'),
        placeholder: t('ads.form.remarksPlaceholder'),
      })}
      {counted('autoReply', AD_AUTO_REPLY_MAX, {
        label: t('ads.form.autoReply'),
        placeholder: t('ads.form.autoReplyPlaceholder'),
        help: t('ads.form.autoReplyHint'),
      })}

      <fieldset className="form-field adf-field">
        <legend className="adf-label">{t('ads.form.conditions.legend')}</legend>
        <p className="adf-hint">{t('ads.form.conditions.hint')}</p>
        {condition(
          'registeredDaysOn',
          'registeredDays',
          t('ads.form.conditions.registered'),
          t('ads.form.conditions.registeredDays'),
        )}
        {condition(
          'tradesOn',
          'trades',
          t('ads.form.conditions.trades'),
          t('ads.form.conditions.tradesCount'),
        )}
      </fieldset>

      <fieldset className="form-field adf-field">
        <legend className="adf-label">{t('ads.form.launch.legend')}</legend>
        <div className="adf-segments">
          {(['now', 'later'] as const).map((launch) => (
            <label key={launch} className="adf-segment">
              <input
                type="radio"
                value={launch}
                defaultChecked={initial.launch === launch}
                {...register('launch')}
              />
              <span>{t(launch === 'now' ? 'ads.form.launch.now' : 'ads.form.launch.later')}</span>
            </label>
          ))}
        </div>
        {online !== null && (
          <p className="adf-hint" data-testid="ad-launch-hint">
            {t(online ? 'ads.form.launch.onlineHint' : 'ads.form.launch.offlineHint')}
          </p>
        )}
      </fieldset>

      <p className="adf-fee" data-testid="ad-fee">
        {t('ads.form.fee', { percent: `\u2066${adFeePercent}\u2069` })}
      </p>
    </section>
  );
}
