import type { Context } from 'hono';
import {
  ANALYTICS_REFUSALS,
  analyticsEndpoints as analytics,
  findPersonalData,
  type AnalyticsBeacon,
} from '@/contract/analytics';
import { listAnalyticsEvents, recordAnalyticsEvent } from '@/sandbox/analytics/events';
import { badRequest, refuse } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { decodeBody, readLimited } from '@/sandbox/http/body';
import { sendOk } from '@/sandbox/http/envelope';
import { parsePart } from '@/sandbox/http/issues';
import { mount, registerRoute } from '@/sandbox/http/mount';
import { API_PREFIX } from '@/sandbox/http/paths';

/** A beacon is one small event; anything bigger is not one. */
const MAX_BEACON_BYTES = 4 * 1024;

/**
 * What `navigator.sendBeacon` posts: a string as `text/plain;charset=UTF-8` (the only kind a
 * cross-origin collector gets without a preflight), a JSON Blob as `application/json`.
 */
const BEACON_TYPES: ReadonlySet<string> = new Set(['text/plain', 'application/json']);

/**
 * The collector stands in for the analytics service (`PUBLIC_ANALYTICS_URL` defaults to it):
 * not through `mount`, which takes only the contract's body type, because a beacon comes as
 * text too. It still answers the contract's envelope and refusals: personal data is looked for
 * first, anywhere in the body (refused, nothing stored), then the contract's schema (unknown
 * events, props or values: 400 with field errors).
 */
async function collect(c: Context<SandboxEnv>): Promise<Response> {
  const ctx = c.get('ctx');
  const bytes = await readLimited(c.req.raw, MAX_BEACON_BYTES);
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BEACON_TYPES.has(type)) {
    throw badRequest(`Send the event as text/plain or application/json (got ${type || 'none'}).`);
  }
  // Decoded as JSON whatever the label (the JSON rules, forbidden keys included, apply).
  const decoded = await decodeBody(bytes, 'application/json', 'json');
  const field = findPersonalData(decoded);
  if (field) {
    const error = refuse(
      ANALYTICS_REFUSALS.personalData,
      `The event carries personal data at "${field}"; it was not stored.`,
      { field },
    );
    error.refusal = 'personalData';
    throw error;
  }
  const event = (await parsePart(
    analytics.analyticsCollect.body,
    decoded,
    'body',
  )) as AnalyticsBeacon;
  recordAnalyticsEvent(ctx.db, event, ctx.clock.now());
  return sendOk(c, null);
}

/** The collector and its control (the list, under the loopback-only controls). */
export function mountAnalyticsRoutes(app: SandboxApp): void {
  registerRoute(app, analytics.analyticsCollect.method, analytics.analyticsCollect.path);
  app.post(`${API_PREFIX}${analytics.analyticsCollect.path}`, collect);
  mount(app, analytics.sandboxAnalytics, ({ ctx, query }) => ({
    events: listAnalyticsEvents(ctx.db, query.name, query.limit),
  }));
}
