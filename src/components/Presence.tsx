import type { UserPresence } from '@/contract/entities';
import { presenceText, type PresenceKey } from '@/components/presence';

/**
 * "Online" or "Last seen 5 minutes ago", a dot drawn before it by the stylesheet (`.presence`:
 * the words say it, so colour is never the only sign). `now` is the page's server time, so the
 * server's HTML and the hydrated island agree. Renders nothing when there is nothing to say.
 */
export function Presence(props: {
  presence: UserPresence | undefined;
  now: number;
  t: (key: PresenceKey, params?: Record<string, number>) => string;
}) {
  const shown = presenceText(props.presence, props.now, props.t);
  return (
    shown && (
      <span className="presence" data-presence={shown.online ? 'online' : 'offline'}>
        {shown.text}
      </span>
    )
  );
}
