import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { OK } from '@/contract/define';
import type { ApiError } from '@/sandbox/errors';

/**
 * Writes `{ code, msg, data }`. API answers are per user and per moment, so never cached.
 * Built with `c.body` so cookies set earlier on the context travel with it.
 */
export function sendEnvelope(
  c: Context,
  status: ContentfulStatusCode,
  code: number,
  msg: string,
  data: unknown,
): Response {
  return c.body(JSON.stringify({ code, msg, data: data ?? null }), status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
}

export function sendOk(c: Context, data: unknown): Response {
  return sendEnvelope(c, 200, OK, 'success', data);
}

export function sendApiError(c: Context, error: ApiError): Response {
  return sendEnvelope(c, error.status, error.code, error.message, error.data);
}
