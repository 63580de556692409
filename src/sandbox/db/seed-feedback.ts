import { stmt, type Db } from '@/sandbox/db/database';
import { createRng } from '@/sandbox/db/prng';
import { int } from '@/sandbox/db/rows';

/**
 * Seeded feedback history of the demo advertisers (issue 14, item 2): each bot advertiser has
 * received a few dozen ratings from other advertisers over the last 90 days, mostly positive
 * (a few negative, more for the advertiser that never releases), some with a short comment.
 * These rows have no order (`order_no` NULL: the seeded statistics have no order rows either).
 * Deterministic, and only seeded when no such history exists, so an older database gains it
 * on its next start.
 */

const FEEDBACK_SEED = 0x5eedf33d;

/** Comments as users type them (user text: shown as typed, in its own language and direction). */
const POSITIVE_COMMENTS = [
  'Fast release, thank you!',
  'Smooth trade, recommended.',
  'Quick and friendly.',
  'Great trader, will trade again.',
  'Released within minutes.',
  'Todo perfecto, gracias.',
  'Быстро и без проблем.',
  'Très rapide, merci.',
  'Rápido e confiável.',
];
const NEGATIVE_COMMENTS = [
  'Took too long to release.',
  'Slow to answer in the chat.',
  'Asked me to cancel after I had paid.',
];

export function seedFeedbackArea(db: Db, now: number): void {
  if (stmt(db, 'SELECT 1 AS found FROM order_feedback WHERE order_no IS NULL LIMIT 1').get()) {
    return;
  }
  const bots = stmt(db, 'SELECT user_id, mode FROM p2p_bots ORDER BY user_id').all();
  if (bots.length < 2) return;
  const ids = bots.map((row) => int(row, 'user_id'));
  const rng = createRng(FEEDBACK_SEED);
  const insert = stmt(
    db,
    `INSERT INTO order_feedback (order_no, from_user_id, to_user_id, rating, comment, created_at, updated_at)
     VALUES (NULL, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of bots) {
    const to = int(row, 'user_id');
    const negativeShare = row.mode === 'never_release' ? 0.45 : 0.05;
    const count = rng.int(8, 40);
    for (let i = 0; i < count; i += 1) {
      const from = rng.pick(ids.filter((id) => id !== to));
      const negative = rng.chance(negativeShare);
      const comment = rng.chance(0.45)
        ? rng.pick(negative ? NEGATIVE_COMMENTS : POSITIVE_COMMENTS)
        : '';
      const at = now - rng.int(60, 90 * 24 * 60) * 60_000;
      insert.run(from, to, negative ? 'negative' : 'positive', comment, at, at);
    }
  }
}
