import { api } from '@/client/api';
import {
  userNotificationsEndpoints,
  type NotificationSettings,
} from '@/contract/user-notifications';

/**
 * The user centre's notification choices: read (when the page could not load them on the
 * server) and save. Both are handled by the island (an inline message with Retry), so the client
 * shows no toast of its own.
 */
export function loadNotificationSettings() {
  return api.call(userNotificationsEndpoints.userNotificationSettings, {}, { errors: 'silent' });
}

export function saveNotificationSettings(settings: NotificationSettings) {
  return api.call(
    userNotificationsEndpoints.userNotificationSettingsSave,
    { body: settings },
    { errors: 'silent' },
  );
}
