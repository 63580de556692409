import type { Context, MiddlewareHandler } from 'hono';
import { COMMON_REFUSALS } from '@/contract/define';
import { FAULT_DEFAULT_MSG } from '@/contract/sandbox';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { sendEnvelope } from '@/sandbox/http/envelope';
import { requestLang } from '@/sandbox/http/lang';
import { refusalMsg } from '@/sandbox/http/refusal-msg';

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
  return sendEnvelope(c, fault.status, fault.code, faultMsg(c, fault.msg), null);
};

/**
 * A fault's `msg`: the one it was given as it is; the default one in the request's `lang`, as
 * the common `unavailable` refusal words a failure (English without a known header).
 */
function faultMsg(c: Context, msg: string): string {
  const lang = requestLang(c);
  if (msg !== FAULT_DEFAULT_MSG || !lang || lang === 'en') return msg;
  return refusalMsg('unavailable', COMMON_REFUSALS.unavailable.code, null, lang) ?? msg;
}
