import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { LocaleCode } from '@/i18n/locales';
import type { BlockMessages } from '@/features/user/block/messages';
import BlockUserButton from '@/features/user/block/BlockUserButton';
import type { ProfilePart } from '@/features/user/profile/profile-element';

/**
 * The profile's Block button, brought to life by `<p2p-profile>` on its first click (issue 16,
 * item 2: no React in the profile's first load). The server rendered the same component as
 * HTML; here it is rendered again by React in its place, synchronously, and the click that
 * loaded this chunk is handed to it, so the confirmation opens as if React had been there.
 */

/** The Block button's props, as the page hands them (a JSON block beside the button). */
export interface ProfileBlockData {
  userId: number;
  nickname: string;
  /** Whether the viewer has blocked them, null when the server could not say. */
  blocked: boolean | null;
  messages: BlockMessages;
  locale: LocaleCode;
}

/** Renders the Block button in place of its HTML, then clicks it (`ProfilePart['open']`). */
export const open: ProfilePart['open'] = (_host, data, opener) => {
  const container = opener.closest<HTMLElement>('[data-profile-part]');
  if (!container) return;
  // From now on React owns this part: `<p2p-profile>` leaves its clicks alone.
  container.setAttribute('data-profile-part', 'live');
  const root = createRoot(container);
  container.replaceChildren();
  flushSync(() => root.render(<BlockUserButton {...(data as ProfileBlockData)} />));
  const button = container.querySelector<HTMLButtonElement>('button');
  // The new button takes the old one's place for the keyboard (the dialog returns focus to it).
  button?.focus();
  button?.click();
};
