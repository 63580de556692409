import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { bool, text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import {
  DEFAULT_NOTIFICATION_CHOICE,
  ORDER_MESSAGE_EVENTS,
  type NotificationSettings,
  type OrderMessageEvent,
} from '@/contract/user-notifications';

const KNOWN = new Set<string>(ORDER_MESSAGE_EVENTS);

/**
 * The user's choice for every kind of order event: the saved one, else the contract's default.
 * A stored kind the contract no longer lists is left out, so the answer always matches it.
 */
export function notificationSettingsOf(ctx: SandboxContext, userId: number): NotificationSettings {
  const saved = new Map<OrderMessageEvent, { system: boolean; sound: boolean }>();
  for (const row of stmt(
    ctx.db,
    'SELECT event, system, sound FROM notification_settings WHERE user_id = ?',
  ).all(userId)) {
    const event = text(row, 'event');
    if (KNOWN.has(event)) {
      saved.set(event as OrderMessageEvent, {
        system: bool(row, 'system'),
        sound: bool(row, 'sound'),
      });
    }
  }
  return Object.fromEntries(
    ORDER_MESSAGE_EVENTS.map((event) => [
      event,
      saved.get(event) ?? { ...DEFAULT_NOTIFICATION_CHOICE },
    ]),
  ) as NotificationSettings;
}

/**
 * Stores every kind's choice at once (the contract has already checked that each kind is there
 * with two booleans) and answers what is now stored.
 */
export function saveNotificationSettings(
  ctx: SandboxContext,
  userId: number,
  settings: NotificationSettings,
): NotificationSettings {
  transaction(ctx.db, () => {
    const upsert = stmt(
      ctx.db,
      `INSERT INTO notification_settings (user_id, event, system, sound) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, event) DO UPDATE SET system = excluded.system, sound = excluded.sound`,
    );
    for (const event of ORDER_MESSAGE_EVENTS) {
      const choice = settings[event];
      upsert.run(userId, event, choice.system ? 1 : 0, choice.sound ? 1 : 0);
    }
  });
  return notificationSettingsOf(ctx, userId);
}
