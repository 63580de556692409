import {
  ANALYTICS_KEEP,
  type AnalyticsBeacon,
  type AnalyticsEventName,
  type StoredAnalyticsEvent,
} from '@/contract/analytics';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';

/**
 * The collector's store: one row per event, the newest `ANALYTICS_KEEP` kept (a demo left
 * running for days must not grow the database without end).
 */

/** Stores one validated event at `now` and drops what falls out of the window. */
export function recordAnalyticsEvent(db: Db, event: AnalyticsBeacon, now: number): void {
  stmt(db, 'INSERT INTO analytics_events (name, props, received_at) VALUES (?, ?, ?)').run(
    event.name,
    JSON.stringify(event.props),
    now,
  );
  stmt(
    db,
    `DELETE FROM analytics_events WHERE id <= (
       SELECT id FROM analytics_events ORDER BY id DESC LIMIT 1 OFFSET ?
     )`,
  ).run(ANALYTICS_KEEP);
}

/** The newest events first, of one name when given, at most `limit`. */
export function listAnalyticsEvents(
  db: Db,
  name: AnalyticsEventName | undefined,
  limit: number,
): StoredAnalyticsEvent[] {
  const rows = name
    ? stmt(db, 'SELECT * FROM analytics_events WHERE name = ? ORDER BY id DESC LIMIT ?').all(
        name,
        limit,
      )
    : stmt(db, 'SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?').all(limit);
  return rows.map((row) => ({
    id: int(row, 'id'),
    name: text(row, 'name') as AnalyticsEventName,
    props: JSON.parse(text(row, 'props')) as Record<string, string>,
    receivedAt: int(row, 'received_at'),
  }));
}
