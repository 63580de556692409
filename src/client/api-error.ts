/**
 * Why a call failed:
 * - `server`: the API answered with a non-200 envelope code (or an HTTP error without envelope);
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `timeout`: no answer within the client's timeout;
 * - `aborted`: the caller cancelled the call through its own signal (never toasted).
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted';

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Envelope code, else the HTTP status; 0 when there was no response. */
  code: number;
  /** The server's `msg`, or the generic translated text for network failures and timeouts. */
  msg: string;
  /** The envelope's `data` (field errors on bad input), null when absent. */
  data: unknown;
  /** HTTP status, 0 when there was no response. */
  status: number;
  /** The trace id sent with the request, so a user report can be matched with server logs. */
  traceId: string;
  cause?: unknown;
}

/**
 * The one error type every failed API call rejects with, so callers that handle errors themselves
 * (`errors: 'self'`) can branch on `code` without knowing about HTTP or ofetch.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number;
  readonly traceId: string;

  constructor(init: ApiErrorInit) {
    super(
      init.msg || `API error ${init.code}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data;
    this.status = init.status;
    this.traceId = init.traceId;
  }
}

/** Narrows an unknown rejection to an ApiError (works across bundles, unlike a bare instanceof). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && 'code' in value)
  );
}
