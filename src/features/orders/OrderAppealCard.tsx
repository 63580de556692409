import type { OrderDetail } from '@/contract/orders';
import { routes } from '@/config/routes';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { OrdersT } from '@/features/orders/messages';
import { AppealDetails, type FormatTime } from '@/features/orders/OrderParts';
import type { orderActions } from '@/features/orders/order-state';

type Actions = ReturnType<typeof orderActions>;

/**
 * The order page's appeal card: while the minimum wait after payment runs, a disabled button
 * with the rule and when it opens; then a link to the appeal form; once an appeal exists, its
 * details and (for its raiser, while open) the withdraw button. Shown only when one of those
 * applies.
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
      {detail.appeal && <AppealDetails appeal={detail.appeal} formatTime={formatTime} t={t} />}
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
