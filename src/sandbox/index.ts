import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { createSystemClock, type Clock } from '@/sandbox/clock';
import type { SandboxContext } from '@/sandbox/context';
import { openDatabase, type Db } from '@/sandbox/db/database';
import { migrate } from '@/sandbox/db/migrations';
import { seedMissing } from '@/sandbox/db/seed';
import { createEventBus } from '@/sandbox/events';
import { mountAdRoutes } from '@/sandbox/ads/routes';
import { mountAnalyticsRoutes } from '@/sandbox/analytics/routes';
import { mountCardRoutes } from '@/sandbox/card/routes';
import { mountMarketRoutes } from '@/sandbox/market/routes';
import { mountMerchantRoutes } from '@/sandbox/merchant/routes';
import { mountMessageRoutes } from '@/sandbox/user/message-routes';
import { mountOrderRoutes } from '@/sandbox/orders/routes';
import { mountPaymentRoutes } from '@/sandbox/payments/routes';
import { mountResourceRoutes } from '@/sandbox/shell/routes';
import { mountSandboxRoutes } from '@/sandbox/control/routes';
import { mountUploadRoutes } from '@/sandbox/uploads/routes';
import { mountUserRoutes } from '@/sandbox/user/routes';
import { mountValidationRoutes } from '@/sandbox/verification/routes';
import { mountWalletRoutes } from '@/sandbox/wallet/routes';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { injectFaults } from '@/sandbox/http/fault-injection';
import { createFaultStore } from '@/sandbox/http/faults';
import { installFallbacks } from '@/sandbox/http/fallbacks';
import { CONTROLS_PATH, guardControls, type ControlsAccess } from '@/sandbox/http/loopback';
import { API_PREFIX } from '@/sandbox/http/paths';
import { refuseCrossSite } from '@/sandbox/http/same-site';
import { startSweepTimer, sweepIfClockMoved, sweepNow, watchClock } from '@/sandbox/http/sweep';
import { mountMainSite } from '@/sandbox/main-site/routes';
import { createFolderStore, createMemoryStore } from '@/sandbox/uploads/store';
import { resolveUploadCaps, type UploadCapOptions, type Uploads } from '@/sandbox/uploads/uploads';
import { loadVapidKeys } from '@/sandbox/push/keys';
import { mountPushRoutes } from '@/sandbox/push/routes';
import { mountSavedSearchRoutes } from '@/sandbox/market/search-routes';
import { createPushSender } from '@/sandbox/push/send';
import { createSocketHub } from '@/sandbox/socket';
import { createLiveSockets } from '@/sandbox/user/presence';

export interface SandboxOptions {
  /** SQLite file; `:memory:` (the default) keeps nothing after close. */
  dbPath?: string;
  /** Injected time; tests pass a manual clock and move it instead of sleeping. */
  clock?: Clock;
  /** Where the sandbox reports codes "sent", resets and unexpected errors. */
  log?: (line: string) => void;
  /**
   * How often (ms) order timeouts and bot actions are swept; 0 turns the timer off. Default:
   * 1000 on the real clock, 0 with an injected clock (tests move time, and the first request
   * after a move sweeps: `http/sweep.ts`).
   */
  sweepIntervalMs?: number;
  /** Extra generated market ads on top of the demo seed (the `SEED_ADS` setting); default 0. */
  seedAds?: number;
  /**
   * Folder of uploaded files. Default: `uploads/` beside a file database (so `DATA_DIR` holds
   * both); with an in-memory database the files stay in memory too (nothing left behind).
   */
  uploadsDir?: string;
  /** Lower upload size caps in bytes than the contract's (tests of the caps); default: none. */
  uploadCaps?: UploadCapOptions;
  /**
   * Who may use the controls on `/api/sandbox/*` (the `SANDBOX_CONTROLS` setting); default
   * `loopback`: this machine only (see `src/sandbox/http/loopback.ts`).
   */
  controls?: ControlsAccess;
  /** The P2P site's public origin (PUBLIC_SITE_URL); see `SandboxContext.siteOrigin`. */
  siteOrigin?: () => string;
  /**
   * Web Push: where the VAPID keys are kept (default: beside a file database, so `DATA_DIR`
   * holds them; an in-memory database gets a pair of its own), and whether a push service
   * stand-in on this machine may be subscribed (the `SANDBOX_PUSH_LOOPBACK` setting; tests).
   */
  push?: { keysDir?: string; allowLoopback?: boolean };
}

export interface Sandbox {
  /** Serves `/api/...` (the exchange API) and `/sandbox/...` (the stand-in main site). */
  app: Hono<SandboxEnv>;
  /** WebSocket upgrades on `/api/socket`. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends every WebSocket (first step of a graceful stop: in-flight HTTP requests still work). */
  closeSockets(): Promise<void>;
  /** Closes sockets and the database; the file database keeps everything committed. */
  close(): Promise<void>;
  clock: Clock;
  db: Db;
  /** The upload store and size caps (tests look at the stored files). */
  uploads: Uploads;
  /** Resolves once every push handed to a push service so far has been answered (tests). */
  pushesSent(): Promise<void>;
}

/**
 * The embedded exchange: opens (and migrates, and on first run seeds) the database, and builds
 * the HTTP app and the socket hub on one shared context. Safe to create several side by side
 * (each has its own database, clock and sockets), which is how tests isolate themselves.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = options.clock ?? createSystemClock();
  const log = options.log ?? ((line: string) => console.log(line));
  const dbPath = options.dbPath ?? ':memory:';
  const db = openDatabase(dbPath);
  migrate(db);
  const seedOptions = { seedAds: options.seedAds ?? 0 };
  seedMissing(db, clock.now(), seedOptions);

  const ctx: SandboxContext = {
    db,
    clock,
    events: createEventBus(),
    log,
    seedOptions,
    liveSockets: createLiveSockets(),
    siteOrigin: options.siteOrigin,
    push: createPushSender({
      keys: loadVapidKeys(
        options.push?.keysDir ?? (dbPath === ':memory:' ? undefined : dirname(dbPath)),
      ),
      allowLoopback: options.push?.allowLoopback ?? false,
    }),
  };
  const validateResponses = process.env.NODE_ENV !== 'production';
  const faults = createFaultStore();
  const uploadsDir =
    options.uploadsDir ?? (dbPath === ':memory:' ? undefined : join(dirname(dbPath), 'uploads'));
  const uploads: Uploads = {
    store: uploadsDir === undefined ? createMemoryStore() : createFolderStore(uploadsDir),
    caps: resolveUploadCaps(options.uploadCaps),
  };

  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    c.set('validateResponses', validateResponses);
    c.set('faults', faults);
    c.set('uploads', uploads);
    await next();
  });
  // First of all, the controls hide from clients that may not use them (a plain 404).
  app.use(CONTROLS_PATH, guardControls(options.controls ?? 'loopback'));
  // Before any route (`/api/*` also matches `/api`): another site's form must not reach a
  // handler, nor the 404/405 answers.
  app.use(`${API_PREFIX}/*`, refuseCrossSite);
  // Then injected faults, before any route: they must answer even for unimplemented (501) calls.
  app.use(`${API_PREFIX}/*`, injectFaults);
  // Then orders catch up with a clock that was moved (timeouts, bots); the timer does the rest.
  app.use(`${API_PREFIX}/*`, sweepIfClockMoved);
  mountUserRoutes(app);
  mountMessageRoutes(app);
  mountPushRoutes(app);
  mountValidationRoutes(app);
  mountResourceRoutes(app);
  mountMarketRoutes(app);
  mountSavedSearchRoutes(app);
  mountOrderRoutes(app);
  mountPaymentRoutes(app);
  mountUploadRoutes(app, uploads.caps);
  mountMerchantRoutes(app);
  mountAdRoutes(app);
  mountCardRoutes(app);
  mountWalletRoutes(app);
  mountSandboxRoutes(app);
  mountAnalyticsRoutes(app);
  mountMainSite(app);
  installFallbacks(app, log);

  const sockets = createSocketHub(ctx);
  const stopWatching = watchClock(ctx);
  const stopTimer = startSweepTimer(
    () => sweepNow(ctx),
    options.sweepIntervalMs ?? (options.clock ? 0 : 1000),
  );
  let closed = false;
  return {
    app,
    handleUpgrade: sockets.handleUpgrade,
    closeSockets: () => sockets.close(),
    async close() {
      if (closed) return;
      closed = true;
      stopTimer();
      stopWatching();
      await sockets.close();
      // Pushes on their way may still drop a subscription a push service forgot.
      await ctx.push?.idle();
      db.close();
    },
    clock,
    db,
    uploads,
    pushesSent: async () => ctx.push?.idle(),
  };
}
