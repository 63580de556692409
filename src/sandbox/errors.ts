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
