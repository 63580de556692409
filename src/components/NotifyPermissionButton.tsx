import { useNotifyPermission } from '@/components/use-notify-permission';

/**
 * A small "get notified" button for a page where the user waits on someone else (the order
 * page): asks the browser's permission for notifications on click, never on load. Shown only
 * while the browser has not been asked (`default`); gone once the user answers, and never shown
 * where the browser has no notifications. Which events then notify is the user centre's choice.
 */
export function NotifyPermissionButton({ label }: { label: string }) {
  const [permission, request] = useNotifyPermission();
  if (permission !== 'default') return null;
  return (
    <button
      type="button"
      className="text-button"
      data-testid="notify-permission"
      onClick={() => void request()}
    >
      {label}
    </button>
  );
}
