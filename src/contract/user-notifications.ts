import { z } from 'zod';

import { endpoint } from '@/contract/define';

/**
 * Order-event notifications (issue 12): the event codes the sandbox stores on the internal
 * messages about orders (`internalMessage.event`), and the user's choice per kind of event of a
 * browser (system) notification and a sound while the site's tab is hidden. The choices are
 * stored by the exchange, so they follow the user to another browser; the browser's own
 * permission for notifications is asked from the order page or the user centre, never on load.
 */

/** The stable codes of order-event messages, one per kind of event. */
export const ORDER_MESSAGE_EVENTS = [
  'order.placed',
  'order.paid',
  'order.released',
  'order.cancelled',
  'order.timeout',
  'order.deadline',
  'order.extended',
  'appeal.raised',
  'appeal.withdrawn',
  'appeal.resolved',
  /** The other party answered an appeal or said whether they have agreed (issue 14, item 4). */
  'appeal.progress',
  'chat.message',
  'feedback.received',
  /**
   * A saved market search matched an ad the user could take (issue 17, item 3): not about an
   * order, but chosen like the order events (bell, system notification, sound, push).
   */
  'market.alert',
] as const;
export const orderMessageEvent = z.enum(ORDER_MESSAGE_EVENTS);
export type OrderMessageEvent = z.infer<typeof orderMessageEvent>;

/** What the user wants for one kind of event. */
export const notificationChoice = z.object({ system: z.boolean(), sound: z.boolean() }).strict();
export type NotificationChoice = z.infer<typeof notificationChoice>;

/**
 * Every kind of event with its choice (all kinds are always present, no others). A strict object
 * rather than a record keyed by the enum: the same wire shape, but its `shape` lists the fields,
 * as every other body's does (the endpoint coverage tests walk it).
 */
export const notificationSettings = z
  .object(
    Object.fromEntries(ORDER_MESSAGE_EVENTS.map((event) => [event, notificationChoice])) as Record<
      OrderMessageEvent,
      typeof notificationChoice
    >,
  )
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Until the user chooses: a system notification for every event, no sound. */
export const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = { system: true, sound: false };

export const userNotificationsEndpoints = {
  userNotificationSettings: endpoint({
    method: 'GET',
    path: '/user/notification/settings',
    auth: 'user',
    data: notificationSettings,
    summary: 'The user’s choice of system notification and sound per kind of order event',
  }),
  userNotificationSettingsSave: endpoint({
    method: 'PUT',
    path: '/user/notification/settings',
    auth: 'user',
    body: notificationSettings,
    data: notificationSettings,
    summary: 'Save the choices per kind of order event (every kind, as `GET` answers them)',
  }),
};
