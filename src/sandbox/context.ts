import type { Clock } from '@/sandbox/clock';
import type { Db } from '@/sandbox/db/database';
import type { SeedOptions } from '@/sandbox/db/seed-options';
import type { EventBus } from '@/sandbox/events';
import type { PushSender } from '@/sandbox/push/send';
import type { LiveSockets } from '@/sandbox/user/presence';

/** What every service and handler works with: one per sandbox instance, never module state. */
export interface SandboxContext {
  db: Db;
  clock: Clock;
  events: EventBus;
  log: (line: string) => void;
  /** How the sandbox was seeded (`SEED_ADS`), so a reset reseeds the same way. */
  seedOptions?: SeedOptions;
  /** Open sockets per user (who is online); absent where no socket hub runs (nobody is connected). */
  liveSockets?: LiveSockets;
  /**
   * The P2P site's public origin (PUBLIC_SITE_URL), read per request (PORT=0 learns its port
   * after listening); absent in tests, where the request's origin stands in (`siteOriginOf`).
   */
  siteOrigin?: () => string;
  /** Sends Web Push to subscribed browsers; absent where none is wanted (nothing is sent). */
  push?: PushSender;
}
