import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { OK } from '@/contract/define';
import type { ApiError } from '@/sandbox/errors';
import { requestLang } from '@/sandbox/http/lang';
import { refusalMsg } from '@/sandbox/http/refusal-msg';

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

/**
 * A refusal's envelope. `msg` is in the request's `lang` (see `refusalMsg`) for a named refusal;
 * without a known `lang`, in English, or when the dictionary cannot word it, the sandbox's own
 * English sentence. Field errors keep their English `message`: pages translate their `code`.
 */
export function sendApiError(c: Context, error: ApiError): Response {
  const lang = requestLang(c);
  const localized =
    lang && lang !== 'en' && error.refusal
      ? refusalMsg(error.refusal, error.code, error.data, lang)
      : null;
  return sendEnvelope(c, error.status, error.code, localized ?? error.message, error.data);
}
