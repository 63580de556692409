import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { sendEnvelope } from '@/sandbox/http/envelope';

/**
 * Answers a faulted API call with the fault's status and `{ code, msg, data: null }` before any
 * handler runs. A middleware on `/api/*` rather than a step inside `mount`, so it also covers
 * contract calls the sandbox has not implemented yet (they never reach a mounted handler) and
 * comes before the session check and body validation, as a real outage would.
 */
export const injectFaults: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const fault = c.get('faults').hit(c.req.method, c.req.path);
  if (!fault) {
    await next();
    return;
  }
  return sendEnvelope(c, fault.status, fault.code, fault.msg, null);
};
