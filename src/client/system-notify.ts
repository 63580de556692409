import type { NotificationSettings } from '@/contract/user-notifications';

/**
 * The browser's side of system notifications (issue 12): the permission, asking for it (only
 * ever from a click: browsers ignore or penalise a request made on page load), showing one
 * notification and a short chime. Shared by the bell's on-demand code (which shows them while
 * the tab is hidden), the user centre's settings and the order page's "get notified" button.
 * It also keeps the user's saved choices for the tab, so a save in the user centre takes effect
 * at once without the bell asking the API again.
 */

/** The browser's permission, or `unsupported` where there is no Notification API. */
export type NotifyPermission = NotificationPermission | 'unsupported';

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for permission; call it from a click only. Answers the permission after the
 * user's answer (`default` again when the prompt was dismissed).
 */
export async function requestNotifyPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    // Old Safari takes a callback and answers undefined: read the permission it left.
    return Notification.permission;
  }
}

interface SystemNotice {
  title: string;
  body: string;
  /** Notices with the same tag replace each other (one per order). */
  tag: string;
  /** Runs when the user clicks the notice, after the tab has been focused. */
  onClick: () => void;
}

/**
 * Shows a system notification when the permission is granted; answers whether it did. A
 * browser that refuses to construct one (Chrome on Android wants a service worker) shows none.
 */
export function showSystemNotice({ title, body, tag, onClick }: SystemNotice): boolean {
  if (notifyPermission() !== 'granted') return false;
  try {
    const notice = new Notification(title, { body, tag });
    notice.addEventListener('click', () => {
      window.focus();
      notice.close();
      onClick();
    });
    return true;
  } catch {
    return false;
  }
}

let audio: AudioContext | null = null;

/**
 * A short two-tone chime from an oscillator (no audio file to download). Browsers only let a page
 * that the user has interacted with make sound; otherwise this stays silent, which is fine.
 */
export function playChime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    const context = (audio ??= new Context());
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4);
    [880, 1320].forEach((frequency, index) => {
      const tone = context.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + index * 0.12);
      tone.stop(start + 0.4);
    });
  } catch {
    // No sound rather than an error: the notification (or the bell) still says it.
  }
}

let remembered: NotificationSettings | null = null;

/** The choices this tab last loaded or saved, or null before either. */
export function rememberedNotifySettings(): NotificationSettings | null {
  return remembered;
}

/** Keeps the choices just loaded or saved for the rest of the tab's life (null forgets them). */
export function rememberNotifySettings(settings: NotificationSettings | null): void {
  remembered = settings;
}
