import { COMMON_REFUSALS, type BodyType } from '@/contract/define';
import { ApiError, badRequest, refuse } from '@/sandbox/errors';

/** Default cap of a request body; endpoints that take uploads pass their own limit to mount. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Answers HTTP 413 but envelope code 400: the client logs the user out on envelope 403/413,
 * and a too-large body is the sender's mistake, not an expired session.
 */
export function bodyTooLarge(limit: number): ApiError {
  const size =
    limit >= 1024 * 1024
      ? `${Math.floor(limit / 1024 / 1024)} MB`
      : `${Math.floor(limit / 1024)} KB`;
  return refuse(COMMON_REFUSALS.tooLarge, `The request body is too large; the limit is ${size}.`);
}

/**
 * Reads the whole body, stopping as soon as it passes `limit` (a lying Content-Length too).
 * `refuse` words the refusal (uploads say the spec's size message instead of the generic one).
 */
export async function readLimited(
  req: Request,
  limit: number,
  refuse: (limit: number) => ApiError = bodyTooLarge,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw refuse(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw refuse(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const MEDIA_TYPE: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** True for a multipart/form-data body, which is read as a stream (http/multipart.ts). */
export function isMultipart(contentType: string | null): boolean {
  return mediaType(contentType) === MEDIA_TYPE.multipart;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8 text.');
  }
}

/**
 * Keys that reach an object's prototype machinery: assigned onto an ordinary object,
 * `__proto__` swaps its prototype (and vanishes from the unknown-field check), and
 * `constructor` / `prototype` shadow what code expects to find there. No call takes them.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** The 400 of a forbidden key, named by its path. */
export function forbiddenKey(path: string): ApiError {
  return badRequest(`Unknown field "${path}" is not accepted.`, [
    { path, code: 'unknown_key', message: 'Unknown field; it is not accepted here' },
  ]);
}

/**
 * Refuses a forbidden key anywhere in a parsed JSON value (`JSON.parse` makes `__proto__` an
 * own key, so it would otherwise reach a schema or a spread as data).
 */
function assertSafeKeys(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertSafeKeys(item, path ? `${path}.${index}` : `${index}`));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) throw forbiddenKey(at);
    assertSafeKeys((value as Record<string, unknown>)[key], at);
  }
}

/**
 * Fields into a null-prototype object (no key can reach a prototype); a repeated field is
 * refused instead of silently picking one, and so is a forbidden key.
 */
function fieldsToObject<V>(entries: Iterable<[string, V]>): Record<string, V> {
  const result = Object.create(null) as Record<string, V>;
  for (const [key, value] of entries) {
    if (FORBIDDEN_KEYS.has(key)) throw forbiddenKey(key);
    if (Object.hasOwn(result, key)) throw badRequest(`The field "${key}" is given more than once.`);
    result[key] = value;
  }
  return result;
}

/**
 * Decodes a body of the endpoint's declared type into a value for its schema. An empty body
 * becomes `{}` so a missing field is reported by name rather than as "no body". A multipart
 * body only reaches here empty or of the wrong type: `readMultipart` reads the real ones.
 */
export async function decodeBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string | null,
  type: BodyType,
): Promise<unknown> {
  if (bytes.byteLength === 0) return {};
  const actual = mediaType(contentType);
  const expected = MEDIA_TYPE[type];
  const jsonLike = type === 'json' && /^application\/([\w.-]+\+)?json$/.test(actual);
  if (!jsonLike && actual !== expected) {
    throw badRequest(`Send the request body as ${expected} (got ${actual || 'no Content-Type'}).`);
  }
  if (type === 'json') {
    try {
      const value = JSON.parse(decodeUtf8(bytes)) as unknown;
      assertSafeKeys(value, '');
      return value;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw badRequest('The request body is not valid JSON.');
    }
  }
  if (type === 'form') return fieldsToObject(new URLSearchParams(decodeUtf8(bytes)).entries());
  // Whole multipart bodies in memory were the problem (issue 15, item 6): mount reads them.
  throw new Error('A multipart body is read as it arrives (http/multipart.ts), not from bytes.');
}

/** For endpoints without a body: nothing, or an empty JSON object, is all that is accepted. */
export function assertNoBody(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) return;
  const text = new TextDecoder().decode(bytes).trim();
  if (text === '' || text === '{}') return;
  throw badRequest('This endpoint takes no request body.');
}
