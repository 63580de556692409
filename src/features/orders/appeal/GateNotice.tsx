import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import { formatDate } from '@/i18n/format-date';
import { showsForm, type AppealGate } from '@/features/orders/appeal/appeal-gate';
import type { AppealIslandProps } from '@/features/orders/appeal/appeal-types';
import type { AppealT } from '@/features/orders/appeal/messages';

/**
 * Whether the viewer can appeal now, in one sentence: the wait after payment (with when it
 * opens and a countdown), not paid yet, an appeal already open, the order ended, or a withdrawn
 * appeal that may be raised again. Without the form, a link back to the order.
 */
export function GateNotice({
  gate,
  waitMinutes,
  withdrawn,
  now,
  locale,
  timeZone,
  orderHref,
  t,
}: {
  gate: AppealGate;
  waitMinutes: number;
  withdrawn: boolean;
  now: number;
  locale: AppealIslandProps['locale'];
  /** IANA zone of the times (the server's while hydrating). */
  timeZone: string;
  orderHref: string;
  t: AppealT;
}) {
  // The live region holds the sentence only: the countdown beside it ticks silently.
  const sentence =
    gate.kind === 'too_early'
      ? t('appeal.gate.tooEarly', { appealMinMinute: waitMinutes })
      : gate.kind === 'not_paid'
        ? t('appeal.gate.notPaid')
        : gate.kind === 'appealing'
          ? t(gate.mine ? 'appeal.gate.appealingMine' : 'appeal.gate.appealingOther')
          : gate.kind === 'ended'
            ? t('appeal.gate.ended')
            : withdrawn
              ? t('appeal.gate.withdrawn')
              : '';
  const tone = gate.kind === 'open' ? 'is-info' : gate.kind === 'too_early' ? 'is-wait' : 'is-stop';
  return (
    <div className={sentence ? `ap-gate ${tone}` : 'ap-gate is-empty'} data-testid="appeal-gate">
      <p role="status" className="ap-gate-text">
        {sentence}
      </p>
      {gate.kind === 'too_early' && (
        <p className="ap-gate-detail">
          {t('appeal.gate.opensAt', {
            // Isolated left-to-right: a date and a time stay in order inside Persian text.
            time: `\u2066${formatDate(gate.availableAt, locale, { timeZone, zoneName: true })}\u2069`,
          })}{' '}
          <span className="ap-countdown">
            {t('appeal.gate.countdown', {
              countdown: formatCountdown(remainingSeconds(gate.availableAt, now)),
            })}
          </span>
        </p>
      )}
      {!showsForm(gate) && (
        <a href={orderHref} className="primary-button ap-gate-link">
          {t('appeal.backToOrder')}
        </a>
      )}
    </div>
  );
}
