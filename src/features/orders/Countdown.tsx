import { useEffect, useRef, useState } from 'react';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import { countdownAnnouncement, type CountdownAnnouncement } from '@/features/orders/countdown';
import type { OrdersT } from '@/features/orders/messages';

/**
 * The payment countdown: a visible timer that changes every second (a `timer` role, which
 * screen readers do not read out by itself) and a separate polite live region that speaks only
 * at the thresholds of `countdownAnnouncement`. Under the timer, `until` names the deadline as a
 * time with its zone (a countdown alone does not say when "in 14 minutes" ends).
 */
export function Countdown({
  deadline,
  now,
  label,
  until,
  t,
}: {
  deadline: number;
  /** Server time (see `server-clock.ts`). */
  now: number;
  label: string;
  /** The deadline as text, zone included (`Payment deadline: 2025-01-15 03:45:00 UTC+3:30`). */
  until?: string;
  t: OrdersT;
}) {
  const seconds = remainingSeconds(deadline, now);
  const previous = useRef<number | null>(null);
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    const announcement = countdownAnnouncement(previous.current, seconds);
    previous.current = seconds;
    if (announcement) setSpoken(announcementText(announcement, t));
  }, [seconds, t]);

  const urgent = seconds <= 60;
  return (
    <div className={urgent ? 'order-countdown is-urgent' : 'order-countdown'}>
      <span className="order-countdown-label">{label}</span>
      <span className="order-countdown-time" role="timer" dir="ltr" data-testid="order-countdown">
        {formatCountdown(seconds)}
      </span>
      {until && (
        <span className="order-countdown-label" data-testid="order-countdown-until">
          {until}
        </span>
      )}
      <span
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-testid="order-countdown-announcer"
      >
        {spoken}
      </span>
    </div>
  );
}

function announcementText(announcement: CountdownAnnouncement, t: OrdersT): string {
  switch (announcement.kind) {
    case 'minutes':
      return t('orders.countdown.minutes', { minutes: announcement.minutes });
    case 'lastMinute':
      return t('orders.countdown.lastMinute');
    case 'expired':
      return t('orders.countdown.expired');
  }
}
