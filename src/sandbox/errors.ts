import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the caller should see: HTTP status, envelope code and a clear English sentence.
 * Services throw it; the HTTP layer turns it into `{ code, msg, data }`. Anything else that is
 * thrown is a bug and becomes a 500 without details.
 */
export class ApiError extends Error {
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

export interface FieldError {
  path: string;
  message: string;
}

export function badRequest(message: string, errors?: FieldError[]): ApiError {
  return new ApiError(400, 400, message, errors ? { errors } : null);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 404, message);
}

export function loginRequired(): ApiError {
  return new ApiError(403, 403, 'Please log in first');
}

/**
 * Bad values the schema could not judge (they need the database or the content): a 400 worded
 * like a schema's refusal, `The field "evidence.0" is invalid: …`, with every problem listed.
 */
export function invalidFields(errors: readonly [FieldError, ...FieldError[]]): ApiError {
  const [first] = errors;
  const more = errors.length - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  const reason = first.message.replace(/[.!]$/, '');
  return badRequest(`The field "${first.path}" is invalid: ${reason}${tail}.`, [...errors]);
}

/**
 * A file over its size cap, or a body too large to be within it: HTTP 413 but envelope code
 * 400 (the client logs the user out on envelope 413), with the spec's message as it is.
 */
export function fileTooLarge(message: string, field = 'file'): ApiError {
  return new ApiError(413, 400, message, { errors: [{ path: field, message }] });
}
