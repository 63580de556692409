import type { Data } from '@/contract/define';
import type { userEndpoints } from '@/contract/user';
import { serializeForScript } from '@/components/serialize';
import { escapeMarkup } from '@/lib/escape-markup';
import { interpolate } from '@/i18n/interpolate';
import type { Translate } from '@/i18n/t';
import { mayTradeP2p } from '@/rules/user';
import { displayName } from '@/stores/mask';
import { pickSessionUser, type SessionUser } from '@/stores/session';

type User = Data<typeof userEndpoints.userBase>;

/**
 * What the shell (header, bell, download menu, page state) prints of the logged-in user. A page
 * is rendered once for every user of one kind (`personalKind`) with a marker in each of these
 * places, and each user's values are filled in (`src/middleware/personal-page.ts`): so the
 * markup around them must not depend on anything else of the user.
 */
export interface ShellPersonal {
  /** Masked email, else masked phone, else the short wallet address. */
  identity: string;
  /** "VIP 3", in the page's language. */
  vip: string;
  /** The user's own invite code for the download link; null: none (a visitor's code applies). */
  inviteCode: string | null;
  /** Unread internal messages: the number, the badge's text and the bell's accessible name. */
  unreadCount: string;
  unreadBadge: string;
  unreadLabel: string;
  /** The page state's user (`stores/session`). */
  user: SessionUser | null | string;
}

export type PersonalSlot = keyof ShellPersonal;

/** How a value is written where its marker stands. */
const CONTEXT: Record<PersonalSlot, 'text' | 'url' | 'json'> = {
  identity: 'text',
  vip: 'text',
  inviteCode: 'url',
  unreadCount: 'text',
  unreadBadge: 'text',
  unreadLabel: 'text',
  user: 'json',
};

export const PERSONAL_SLOTS = Object.keys(CONTEXT) as PersonalSlot[];

/**
 * A page's own per-user values, beyond the shell's (`locals.sharedPage`): the market's viewer in
 * its island data. Each stands as a marker in a JSON string, replaced by the value's JSON.
 */
export const PAGE_SLOTS = ['viewer'] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];
export type PageValues = Partial<Record<PageSlot, unknown>>;
export type Slot = PersonalSlot | PageSlot;

export function isSlot(name: string): name is Slot {
  return (
    (PERSONAL_SLOTS as string[]).includes(name) || (PAGE_SLOTS as readonly string[]).includes(name)
  );
}

export interface PersonalInput {
  user: User;
  /** Null when the count could not be loaded: the bell then shows no badge. */
  unread: number | null;
  /** The broker status says agent: the services menu leads to the agent dashboard. */
  isAgent: boolean;
}

/** The invite code the download link carries, if the user has one. */
function ownInviteCode(user: User): string | null {
  return user.inviteCode?.trim() || null;
}

/** The user's values, as the shell prints them (before HTML escaping). */
export function personalValues({ user, unread }: PersonalInput, t: Translate): ShellPersonal {
  const count = unread ?? 0;
  const label = t('notifications.open');
  return {
    identity: displayName(user),
    vip: t('session.vip', { level: user.level }),
    inviteCode: ownInviteCode(user),
    unreadCount: String(count),
    unreadBadge: count > 99 ? '99+' : String(count),
    unreadLabel:
      count > 0
        ? `${label} (${interpolate(t('notifications.unread', { num: '{num}' }), { num: count })})`
        : label,
    user: pickSessionUser(user),
  };
}

/**
 * Everything of the user the shell's markup depends on beyond the values above: users with the
 * same kind get the same page around their values. Menus follow the account type and broker
 * status, the wallet notice who may trade, the badge whether anything is unread, the download
 * link whether the user has a code.
 */
export function personalKind({ user, unread, isAgent }: PersonalInput): string {
  return [
    user.type,
    user.loginType,
    mayTradeP2p(user) ? 'p2p' : 'no-p2p',
    isAgent ? 'agent' : 'member',
    (unread ?? 0) > 0 ? 'unread' : 'read',
    ownInviteCode(user) ? 'code' : 'no-code',
  ].join('|');
}

/**
 * The markers a page kept for every user of a kind prints in place of the values: ASCII letters,
 * digits and underscores, so HTML, JSON and URL encoding leave them as they are, and a random
 * part (`nonce`, per process) nobody can type into an ad or a nickname. Values that are the same
 * for the whole kind (nothing unread, no invite code) stay as they are.
 */
export function personalMarkers(
  input: PersonalInput,
  values: ShellPersonal,
  nonce: string,
): ShellPersonal {
  const marker = (slot: PersonalSlot) => markerOf(nonce, slot);
  const unread = (input.unread ?? 0) > 0;
  return {
    identity: marker('identity'),
    vip: marker('vip'),
    inviteCode: values.inviteCode === null ? null : marker('inviteCode'),
    unreadCount: unread ? marker('unreadCount') : values.unreadCount,
    unreadBadge: unread ? marker('unreadBadge') : values.unreadBadge,
    unreadLabel: unread ? marker('unreadLabel') : values.unreadLabel,
    user: marker('user'),
  };
}

/**
 * What the shell prints of the user: the markers on a page that said, before the shell
 * rendered, that it is the same for every user of a kind (`locals.sameForEveryUser`, set at the
 * top of its frontmatter), else the user's values; null for a visitor.
 */
export function shellPersonal(locals: App.Locals): ShellPersonal | null {
  return (locals.sameForEveryUser && locals.personalMarkers) || locals.personal;
}

export function markerOf(nonce: string, slot: Slot): string {
  return `_p2p_${nonce}_${slot}_`;
}

/**
 * A user's values as they are written in place of the markers: text escaped for HTML (element
 * text or attribute), the invite code as a URL component in an attribute, the page state's user
 * as JSON for a `<script type="application/json">` (its marker stands in quotes, which the
 * JSON replaces).
 */
export function filledValues(values: ShellPersonal, page: PageValues = {}): Record<Slot, string> {
  const out = {} as Record<Slot, string>;
  for (const slot of PAGE_SLOTS) if (slot in page) out[slot] = serializeForScript(page[slot]);
  for (const slot of PERSONAL_SLOTS) {
    const value = values[slot];
    switch (CONTEXT[slot]) {
      case 'json':
        out[slot] = serializeForScript(value);
        break;
      case 'url':
        out[slot] = escapeMarkup(encodeURIComponent(String(value ?? '')));
        break;
      default:
        out[slot] = escapeMarkup(String(value ?? ''));
    }
  }
  return out;
}

/** Whether a slot's marker stands inside a JSON string (and the quotes go with it). */
export function isJsonSlot(slot: Slot): boolean {
  return slot in CONTEXT ? CONTEXT[slot as PersonalSlot] === 'json' : true;
}
