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
type Auth = 'public' | 'user';

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
  /**
   * The business refusals this call can answer, by stable name (the shared `COMMON_REFUSALS`
   * are merged implicitly). The sandbox refuses a code it did not declare (outside production),
   * and the client reads a refusal typed by these entries (`refusalOf` in `src/client/refusal.ts`).
   */
  refusals?: Readonly<Record<string, RefusalDef>>;
  /** One line for docs/api.md (generated) and error messages. */
  summary: string;
}

/** Identity function that keeps the literal types of an endpoint definition. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/**
 * Every answer is an envelope `{ code: number, msg: string, data }`; `code` 200 is success. A
 * refusal carries its declared parameters in `data` and its field errors as
 * `data.errors: [{ path, code, message }]`. The client reads envelopes in `src/client/http.ts`,
 * the sandbox writes them in `src/sandbox/http/envelope.ts`.
 */

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

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

/**
 * What a field error says about its field, as a code a form translates (the English `message`
 * is the fallback): a closed set, so a page never matches message text.
 */
export const FIELD_CODES = [
  /** Left out or empty. */
  'required',
  /** Of the wrong kind, or refused for a reason the other codes do not name. */
  'invalid',
  /** Not in the expected format (a number, an email, a phone number, a file type...). */
  'format',
  /** Below a minimum (a length, an amount, a count). */
  'too_small',
  /** Above a maximum (a length, an amount, a count, a file size). */
  'too_big',
  /** More decimal places than the asset allows. */
  'scale',
  /** Not one of the allowed values. */
  'not_allowed',
  /** A field the call does not take. */
  'unknown_key',
  /** Names something that does not exist or is not the user's (an upload, a payment method). */
  'not_found',
  /** Already used by someone else (a nickname). */
  'taken',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];
const fieldCode = z.enum(FIELD_CODES);

/**
 * One problem of one field. `rule` names the contract rule that refused it when the contract
 * names its rules (the ad rules' `AdProblem`), with the values its text needs in `params`.
 */
export const fieldError = z.object({
  path: z.string(),
  code: fieldCode,
  message: z.string(),
  rule: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/**
 * What a contract rule's own refinement puts in its zod issue `params`, so the field error it
 * becomes carries a code (and the rule's name and values) rather than only English text.
 */
export interface RuleParams {
  code: FieldCode;
  rule?: string;
  values?: Record<string, string>;
}

function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && (FIELD_CODES as readonly string[]).includes(value);
}

/**
 * The field code of a zod issue: the sandbox uses it for the field errors it answers, forms for
 * their own checks of contract rules, so both read a rule the same way. `missing` is true when
 * the field was not sent at all.
 */
export function fieldCodeOf(issue: z.core.$ZodIssue, missing = false): FieldCode {
  if (missing) return 'required';
  switch (issue.code) {
    case 'too_small':
      return 'too_small';
    case 'too_big':
      return 'too_big';
    case 'invalid_format':
      return 'format';
    case 'invalid_value':
      return 'not_allowed';
    case 'unrecognized_keys':
      return 'unknown_key';
    case 'custom': {
      const code: unknown = issue.params?.code;
      return isFieldCode(code) ? code : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/**
 * One refusal a call can answer: its envelope `code` (stable, what a page switches on), the HTTP
 * status it travels with (400 unless said), the schema of the parameters it carries in `data`,
 * and one line for the docs.
 */
export interface RefusalDef<P extends z.ZodType | undefined = z.ZodType | undefined> {
  code: number;
  status: number;
  params: P;
  summary: string;
}

/** Declares a refusal (status 400 and no parameters unless given). */
export function refusal<P extends z.ZodType | undefined = undefined>(def: {
  code: number;
  status?: number;
  params?: P;
  summary: string;
}): RefusalDef<P> {
  return {
    code: def.code,
    status: def.status ?? 400,
    params: def.params as P,
    summary: def.summary,
  };
}

/**
 * The parameters a refusal carries as a page reads them (an empty object when it declares
 * none). Each may be missing: in development and tests the client fails loudly when a refusal
 * lacks what it declares, but in production a page keeps a fallback rather than break.
 */
export type RefusalParams<R extends RefusalDef> = R['params'] extends z.ZodType
  ? Partial<z.output<R['params']>>
  : Record<string, never>;

/**
 * Refusals every call can answer, declared once: bad input (field errors in `data.errors`), a
 * body or file too large (HTTP 413, envelope 400: envelope 413 would log the user out), login
 * required, not found, and a server failure (also what the sandbox's fault injection answers).
 */
export const COMMON_REFUSALS = {
  invalid: refusal({ code: 400, summary: 'Bad input; every problem is in the field errors' }),
  tooLarge: refusal({
    code: 400,
    status: 413,
    summary: 'The body or an uploaded file is over its size limit',
  }),
  loginRequired: refusal({ code: 403, status: 403, summary: 'A login is required' }),
  notFound: refusal({ code: 404, status: 404, summary: 'Nothing with that id' }),
  unavailable: refusal({ code: 500, status: 500, summary: 'The server failed; try again later' }),
} as const;

/** The refusals declared by a call, and the common ones. */
export type DeclaredRefusals<E extends EndpointDef> = Omit<
  typeof COMMON_REFUSALS,
  keyof NonNullable<E['refusals']>
> &
  (E['refusals'] extends Readonly<Record<string, RefusalDef>> ? E['refusals'] : object);

/** Every refusal a call can answer, by name, common ones included. */
export function refusalsOf(def: EndpointDef): Readonly<Record<string, RefusalDef>> {
  return { ...COMMON_REFUSALS, ...def.refusals };
}

/**
 * The name of a refusal of `def` with this envelope code, preferring the one with the same HTTP
 * status: how the page (`refusalOf`) and the sandbox (the language of its `msg`) both tell which
 * declared refusal an answer is, so the two always word the same one.
 */
export function refusalNameOf(def: EndpointDef, code: number, status: number): string | null {
  const entries = Object.entries(refusalsOf(def));
  const exact = entries.find(([, r]) => r.code === code && r.status === status);
  const byCode = exact ?? entries.find(([, r]) => r.code === code);
  return byCode ? byCode[0] : null;
}

/** Whether a call declared a refusal with this envelope code and HTTP status. */
export function isDeclaredRefusal(def: EndpointDef, code: number, status: number): boolean {
  return Object.values(refusalsOf(def)).some((r) => r.code === code && r.status === status);
}

/** Picks an area's refusals for one call: `refusals: pickRefusals(ORDER_REFUSALS, 'a', 'b')`. */
export function pickRefusals<R extends Record<string, RefusalDef>, K extends keyof R & string>(
  all: R,
  ...names: K[]
): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const name of names) picked[name] = all[name];
  return picked;
}
