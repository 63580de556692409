import type { AppealEntry, OrderAppeal } from '@/contract/orders-appeal';
import { formatDate } from '@/i18n/format-date';
import type { LocaleCode } from '@/i18n/locales';
import { entryWords } from '@/features/orders/appeal/appeal-progress';
import type { AppealT } from '@/features/orders/appeal/messages';

/**
 * One appeal's progress, oldest first: for each entry who ("You", "The buyer", "The seller",
 * "Support"), what happened, when (the viewer's zone, the shared formatter), the text as typed
 * (plain text in its own direction, never HTML) and evidence as thumbnails that open the image.
 * The raised entry adds the reason, and for its raiser only the contact details they typed for
 * support (the counterparty gets null and sees nothing of them).
 */
export function AppealTimeline({
  appeal,
  locale,
  timeZone,
  t,
  testId = 'appeal-timeline',
}: {
  appeal: OrderAppeal;
  locale: LocaleCode;
  timeZone: string;
  t: AppealT;
  testId?: string;
}) {
  return (
    <ol className="ap-timeline" data-testid={testId}>
      {appeal.timeline.map((entry) => (
        <TimelineEntry
          key={entry.id}
          entry={entry}
          appeal={appeal}
          locale={locale}
          timeZone={timeZone}
          t={t}
        />
      ))}
    </ol>
  );
}

function TimelineEntry({
  entry,
  appeal,
  locale,
  timeZone,
  t,
}: {
  entry: AppealEntry;
  appeal: OrderAppeal;
  locale: LocaleCode;
  timeZone: string;
  t: AppealT;
}) {
  const words = entryWords(entry, appeal.resolution);
  const raised = entry.kind === 'raised';
  const contact = [appeal.contactPerson, appeal.contactInfo].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return (
    <li className={`ap-entry is-${words.tone}`} data-testid="appeal-entry" data-kind={entry.kind}>
      <div className="ap-entry-head">
        <span className="ap-entry-who" data-testid="appeal-entry-who">
          {t(words.who)}
        </span>
        <span className="ap-entry-what">{t(words.what)}</span>
        <time className="ap-entry-time ltr" dir="ltr" dateTime={new Date(entry.at).toISOString()}>
          {formatDate(entry.at, locale, { timeZone })}
        </time>
      </div>
      {raised && (
        <p className="ap-entry-meta">
          {t('appeal.timeline.reason', { reason: t(`appeal.reason.${appeal.reason}`) })}
        </p>
      )}
      {entry.text !== null && entry.text !== '' && (
        <p className="ap-entry-text" dir="auto" data-testid="appeal-entry-text">
          {entry.text}
        </p>
      )}
      {raised && contact.length > 0 && (
        <p className="ap-entry-meta" data-testid="appeal-contact">
          {t('appeal.timeline.contact')} <bdi>{contact.join(' · ')}</bdi>
        </p>
      )}
      {entry.evidence.length > 0 && (
        <ul className="ap-thumbs" aria-label={t('appeal.timeline.evidence')}>
          {entry.evidence.map((image, index) => {
            const label = t('appeal.timeline.evidenceImage', { n: index + 1 });
            return (
              <li key={image.fileId}>
                <a
                  href={image.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ap-thumb"
                  data-testid="appeal-evidence-thumb"
                >
                  <img src={image.url} alt={label} loading="lazy" width={72} height={72} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** Earlier appeals of the order (withdrawn or resolved), each collapsed under its date. */
export function EarlierAppeals({
  history,
  locale,
  timeZone,
  t,
}: {
  history: OrderAppeal[];
  locale: LocaleCode;
  timeZone: string;
  t: AppealT;
}) {
  if (history.length === 0) return null;
  return (
    <section className="surface ap-card ap-history" data-testid="appeal-history">
      <h2 className="section-title">{t('appeal.history.title')}</h2>
      {history.map((appeal) => (
        <details key={appeal.id} className="ap-history-item">
          <summary>
            {t('appeal.history.item', {
              time: `\u2066${formatDate(appeal.createdAt, locale, { timeZone })}\u2069`,
              status: t(`appeal.progress.status.${appeal.status}`),
            })}
          </summary>
          <AppealTimeline
            appeal={appeal}
            locale={locale}
            timeZone={timeZone}
            t={t}
            testId="appeal-history-timeline"
          />
        </details>
      ))}
    </section>
  );
}
