import type { OrderDetail } from '@/contract/orders';
import { routes } from '@/config/routes';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { OrdersT } from '@/features/orders/messages';
import { AppealDetails, type FormatTime } from '@/features/orders/OrderParts';
import { appealStep, type AppealStep } from '@/features/orders/appeal/appeal-progress';
import type { orderActions } from '@/features/orders/order-state';

type Actions = ReturnType<typeof orderActions>;

/** The card's line saying what the open appeal waits for, by the viewer's next step. */
const AWAITING = {
  answer: 'orders.appeal.awaiting.answer',
  await_answer: 'orders.appeal.awaiting.await_answer',
  withdraw: 'orders.appeal.awaiting.withdraw',
  release: 'orders.appeal.awaiting.release',
  await_other: 'orders.appeal.awaiting.await_other',
  await_support: 'orders.appeal.awaiting.await_support',
} as const satisfies Record<Exclude<AppealStep['kind'], 'closed'>, string>;

/**
 * The order page's appeal card: while the minimum wait after payment runs, a disabled button
 * with the rule and when it opens; then a link to the appeal form; once an appeal exists, its
 * details, what it waits for (your answer, theirs, support's decision, a withdrawal or the
 * release), a link to its progress on the appeal page, and (for its raiser, while open) the
 * withdraw button. Shown only when one of those applies.
 */
export function OrderAppealCard({
  id,
  locale,
  detail,
  appeal,
  withdrawAppeal,
  now,
  formatTime,
  t,
  ltr,
  onWithdraw,
}: {
  /** The island's `useId`, the prefix of this card's ids. */
  id: string;
  locale: LocaleCode;
  detail: OrderDetail;
  appeal: Actions['appeal'];
  withdrawAppeal: Actions['withdrawAppeal'];
  now: number;
  formatTime: FormatTime;
  t: OrdersT;
  ltr: (text: string) => string;
  /** Opens the withdraw dialog; focus returns to `opener` when it closes. */
  onWithdraw: (opener: HTMLElement) => void;
}) {
  if (appeal.kind === 'none' && detail.appeal === null) return null;
  const step = detail.appeal ? appealStep(detail.appeal, detail.role) : null;
  return (
    <section className="order-card" aria-labelledby={`${id}-appeal`} data-testid="order-appeal">
      <h2 id={`${id}-appeal`} className="order-card-title">
        {t('orders.appeal.title')}
      </h2>
      {appeal.kind === 'waiting' && (
        <div className="order-appeal-row">
          <button
            type="button"
            className="secondary-button order-button"
            aria-disabled="true"
            aria-describedby={`${id}-appeal-wait`}
            data-testid="order-appeal-button"
            onClick={(event) => event.preventDefault()}
          >
            {t('orders.action.appeal')}
          </button>
          <p id={`${id}-appeal-wait`} className="order-note order-appeal-wait">
            <span className="order-appeal-rule" data-testid="order-appeal-wait">
              {t('orders.appeal.wait', { appealMinMinute: detail.appealMinWaitMinutes })}
            </span>
            <span>
              {t('orders.appeal.opensAt', {
                time: ltr(formatTime(appeal.availableAt, { zone: true })),
              })}{' '}
              <span className="order-appeal-in">
                (
                {t('orders.appeal.opensIn', {
                  time: ltr(formatCountdown(remainingSeconds(appeal.availableAt, now))),
                })}
                )
              </span>
            </span>
          </p>
        </div>
      )}
      {appeal.kind === 'open' && (
        <div className="order-appeal-row">
          <a
            href={localePath(locale, routes.complaint('create', detail.orderNo))}
            className="secondary-button order-button"
            data-testid="order-appeal-button"
          >
            {t('orders.action.appeal')}
          </a>
          <p className="order-note">{t('orders.appeal.available')}</p>
        </div>
      )}
      {detail.status === 'appealing' && detail.appeal && !detail.appeal.raisedByMe && (
        <p className="order-note">{t('orders.appeal.otherParty')}</p>
      )}
      {step && step.kind !== 'closed' && (
        <p className="order-note font-semibold" role="status" data-testid="order-appeal-awaiting">
          {t(AWAITING[step.kind])}
        </p>
      )}
      {detail.appeal && <AppealDetails appeal={detail.appeal} formatTime={formatTime} t={t} />}
      {detail.appeal && (
        <a
          href={localePath(locale, routes.complaint('create', detail.orderNo))}
          className="text-button"
          data-testid="order-appeal-progress"
        >
          {t('orders.appeal.progressLink')}
        </a>
      )}
      {withdrawAppeal && (
        <button
          type="button"
          className="secondary-button order-button"
          onClick={(event) => onWithdraw(event.currentTarget)}
        >
          {t('orders.action.withdrawAppeal')}
        </button>
      )}
    </section>
  );
}
