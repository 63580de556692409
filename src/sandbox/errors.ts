import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { COMMON_REFUSALS, type FieldError, type RefusalDef } from '@/contract/define';

export type { FieldError } from '@/contract/define';

/**
 * A failure the caller should see: HTTP status, envelope code and a clear English sentence.
 * Services throw it; the HTTP layer turns it into `{ code, msg, data }`. Anything else that is
 * thrown is a bug and becomes a 500 without details. Build it with `refuse` from a refusal the
 * contract declares, so the code, status and parameters are the contract's; `mount` checks the
 * code is one the endpoint declared.
 */
export class ApiError extends Error {
  /**
   * The contract's name of the refusal (`insufficientBalance`), by which the envelope words
   * `msg` in the request's language (`locales/<lang>/refusals.json`); null keeps `message`.
   * `refuse` names the common refusals; `mount` names the others by the endpoint's declaration,
   * the way the page's `refusalOf` reads them.
   */
  refusal: string | null = null;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The common refusals by their definition, so `refuse` can name one thrown anywhere. */
const COMMON_NAMES = new Map<RefusalDef, string>(
  Object.entries(COMMON_REFUSALS).map(([name, def]) => [def, name]),
);

type ParamsArg<R extends RefusalDef> = R['params'] extends z.ZodType
  ? [params: z.input<R['params']>, errors?: readonly FieldError[]]
  : [params?: null, errors?: readonly FieldError[]];

/**
 * A declared refusal, with the parameters its contract entry types (in `data`, as they always
 * travelled) and field errors in `data.errors`. `message` is the English text: the answer's `msg`
 * without a known `lang` header, and the fallback when the dictionary cannot word the refusal.
 */
export function refuse<R extends RefusalDef>(
  def: R,
  message: string,
  ...[params, errors]: ParamsArg<R>
): ApiError {
  const data: Record<string, unknown> = { ...(params ?? {}) };
  if (errors) data.errors = [...errors];
  const status = def.status as ContentfulStatusCode;
  const error = new ApiError(status, def.code, message, Object.keys(data).length > 0 ? data : null);
  error.refusal = COMMON_NAMES.get(def) ?? null;
  return error;
}

export function badRequest(message: string, errors?: readonly FieldError[]): ApiError {
  return refuse(COMMON_REFUSALS.invalid, message, null, errors);
}

export function notFound(message: string): ApiError {
  return refuse(COMMON_REFUSALS.notFound, message);
}

export function loginRequired(): ApiError {
  return refuse(COMMON_REFUSALS.loginRequired, 'Please log in first');
}

/**
 * Bad values the schema could not judge (they need the database or the content), worded like a
 * schema's refusal, `The field "evidence.0" is invalid: …`, with every problem listed; under
 * `def` when a business refusal carries them (the common bad-input refusal otherwise).
 */
export function invalidFields(
  errors: readonly [FieldError, ...FieldError[]],
  def: RefusalDef<undefined> = COMMON_REFUSALS.invalid,
): ApiError {
  const [first] = errors;
  const more = errors.length - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  const reason = first.message.replace(/[.!]$/, '');
  return refuse(def, `The field "${first.path}" is invalid: ${reason}${tail}.`, null, errors);
}

/**
 * A file over its size cap, or a body too large to be within it: HTTP 413 but envelope code
 * 400 (the client logs the user out on envelope 413), with the spec's message as it is.
 */
export function fileTooLarge(message: string, field = 'file'): ApiError {
  return refuse(COMMON_REFUSALS.tooLarge, message, null, [
    { path: field, code: 'too_big', message },
  ]);
}
