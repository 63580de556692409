import { z } from 'zod';

/**
 * The contract is plain data: every call the front-end makes is described once here, with its
 * method, path, request schemas and the schema of the envelope's `data`. The HTTP client and the
 * sandbox both read these objects, so the wire types cannot drift apart.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the client treats a failed call (spec section 8):
 * - `toast`: the default; a red toast shows the server `msg` for 2 s, then the call rejects.
 * - `self`: the caller handles the error (no toast), e.g. order proceed, third-party order.
 * - `silent`: no toast and the caller is not expected to show anything, e.g. broker status.
 * 403/413 always clear the session and go to the main-site login, whatever the mode.
 */
export type ErrorMode = 'toast' | 'self' | 'silent';

/** `json` bodies are JSON; `form` is application/x-www-form-urlencoded; `multipart` is form-data. */
export type BodyType = 'json' | 'form' | 'multipart';

/** `public`: anyone; `user`: a session token is required (a 403 envelope otherwise). */
export type Auth = 'public' | 'user';

export interface EndpointDef {
  method: Method;
  /** Path relative to the API base, with `:name` parameters (e.g. `/user/internal-msgs/:id`). */
  path: string;
  auth: Auth;
  errors?: ErrorMode;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyType?: BodyType;
  /** Schema of the envelope's `data` on success. */
  data: z.ZodType;
  /** One line for README and error messages. */
  summary: string;
}

/** Identity function that keeps the literal types of an endpoint definition. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/**
 * Every answer is an envelope `{ code: number, msg: string, data }`; `code` 200 is success. Failed
 * calls carry field errors as `data: { errors: [{ path, message }] }` on bad input. The client
 * reads envelopes in `src/client/http.ts`, the sandbox writes them in `src/sandbox/http/envelope.ts`.
 */

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type Params<E extends EndpointDef> = Input<E['params']>;
export type Query<E extends EndpointDef> = Input<E['query']>;
export type Body<E extends EndpointDef> = Input<E['body']>;
export type Data<E extends EndpointDef> = Infer<E['data']>;

/** Fills `:name` placeholders; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Success code of the envelope. */
export const OK = 200;
/** Codes on which the client clears the session and goes to the main-site login. */
export const AUTH_CODES: readonly number[] = [403, 413];
