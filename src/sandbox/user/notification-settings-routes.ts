import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import {
  notificationSettingsOf,
  saveNotificationSettings,
} from '@/sandbox/user/notification-settings';
import { userNotificationsEndpoints } from '@/contract/user-notifications';

/** The user's system-notification and sound choices per kind of order event. */
export function mountNotificationSettingsRoutes(app: SandboxApp): void {
  mount(app, userNotificationsEndpoints.userNotificationSettings, ({ ctx, session }) =>
    notificationSettingsOf(ctx, session.user.id),
  );
  mount(app, userNotificationsEndpoints.userNotificationSettingsSave, ({ ctx, session, body }) =>
    saveNotificationSettings(ctx, session.user.id, body),
  );
}
