import { useId } from 'react';
import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { FormatTime } from '@/features/orders/OrderParts';
import type { OrdersT } from '@/features/orders/messages';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';

/**
 * Where feedback sits on a completed order's page (issue 14, item 2). Only this heading is in
 * the page's first script; the panel (the form, its calls and zod) loads on demand once the page
 * has hydrated, so the order page's first load does not grow.
 */

const loadFeedbackPanel = chunk(
  'FeedbackPanel',
  () => import('@/features/orders/feedback/FeedbackPanel'),
);

interface FeedbackSlotProps {
  detail: OrderDetail;
  /** The page's translator, its refusal messages and language (the order page's `words`). */
  words: { t: OrdersT; refusals: RefusalMessages; locale: LocaleCode };
  formatTime: FormatTime;
  hydrated: boolean;
}

export function FeedbackSlot({ detail, words, formatTime, hydrated }: FeedbackSlotProps) {
  const { t, refusals, locale } = words;
  const id = useId();
  if (detail.status !== 'completed') return null;
  return (
    <section className="order-card" aria-labelledby={`${id}-title`} data-testid="order-feedback">
      <h2 id={`${id}-title`} className="order-card-title">
        {t('orders.feedback.title')}
      </h2>
      {hydrated ? (
        // Code that cannot load says so in its place, with Retry.
        <Chunk load={loadFeedbackPanel} t={t}>
          {({ default: FeedbackPanel }) => (
            <FeedbackPanel
              detail={detail}
              locale={locale}
              t={t}
              refusals={refusals}
              formatTime={formatTime}
            />
          )}
        </Chunk>
      ) : (
        <Loading t={t} />
      )}
    </section>
  );
}

function Loading({ t }: { t: OrdersT }) {
  return (
    <p className="order-note" role="status">
      {t('orders.feedback.loading')}
    </p>
  );
}
