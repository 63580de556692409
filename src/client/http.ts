import { ofetch, type FetchResponse } from 'ofetch';
import type { z } from 'zod';
import { ApiError, type ApiErrorKind } from '@/client/api-error';
import type { ApiMessages } from '@/client/api-messages';
import { ContractError } from '@/client/contract-error';
import { deadline } from '@/client/deadline';
import { encodeBody } from '@/client/encode-body';
import { findRefusal, hasDeclaredParams } from '@/client/refusal';
import { newTraceId as randomTraceId } from '@/client/trace-id';
import {
  AUTH_CODES,
  OK,
  buildPath,
  refusalsOf,
  type Data,
  type EndpointDef,
  type ErrorMode,
} from '@/contract/define';
import { CLIENT_MARKER, HEADER } from '@/contract/headers';

/** Spec section 9: every call gives up after 50 s. */
export const HTTP_TIMEOUT_MS = 50_000;

export interface ApiClientOptions {
  /** API base: same-origin `/api` in the browser, an absolute URL on the server. */
  baseURL: string;
  /** Language code for the language header, read per call so a switch applies at once. */
  getLang: () => string;
  /** Session token for the token header; nothing is sent when it is null/undefined/empty. */
  getToken: () => string | null | undefined;
  /**
   * Called on envelope code 403/413 whatever the error mode: the caller clears the session and
   * navigates to the login.
   */
  onAuthError: () => void;
  /** Shows a red toast; called for failures of calls whose error mode is `toast`. */
  onErrorToast: (message: string) => void;
  /** Translated generic texts for failures without a server `msg`; a getter is read lazily. */
  messages: ApiMessages | (() => ApiMessages);
  /** Development/tests: check requests and responses against the contract and fail loudly. */
  validate: boolean;
  /** Injectable for tests and for the server; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** `include` by default so the HttpOnly session cookie rides along. */
  credentials?: RequestCredentials;
  /** Defaults to HTTP_TIMEOUT_MS; tests may shorten it. */
  timeoutMs?: number;
  /** Defaults to a random v4 UUID. */
  traceId?: () => string;
}

interface CallOverrides {
  /** Overrides the endpoint's error mode for this call only. */
  errors?: ErrorMode;
  /** Cancels the call; a cancelled call rejects with kind `aborted` and is never toasted. */
  signal?: AbortSignal;
}

/**
 * One input slot: required when the schema's input has required fields, optional when every field
 * is optional, and forbidden when the endpoint declares no schema for it.
 */
type Slot<K extends string, S> = [S] extends [z.ZodType]
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

type CallInput<E extends EndpointDef> = Slot<'params', E['params']> &
  Slot<'query', E['query']> &
  Slot<'body', E['body']>;

/** The input argument may be left out only when nothing in it is required. */
type CallArgs<E extends EndpointDef> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, overrides?: CallOverrides]
    : [input: CallInput<E>, overrides?: CallOverrides];

export interface ApiClient {
  /** Calls an endpoint of the contract and resolves with the envelope's `data`. */
  call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<Data<E>>;
}

interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** An object with a numeric `code` is an envelope; anything else (HTML from a proxy...) is not. */
function readEnvelope(body: unknown): Envelope | null {
  if (body === null || typeof body !== 'object' || !('code' in body)) return null;
  const { code } = body;
  if (typeof code !== 'number') return null;
  const msg = 'msg' in body && typeof body.msg === 'string' ? body.msg : '';
  const data = 'data' in body ? body.data : null;
  return { code, msg, data };
}

function pathParams(value: unknown): Record<string, string | number> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
  }
  return out;
}

function queryObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? { ...value } : undefined;
}

/**
 * Development/tests: a refusal the endpoint declares must carry the parameters it declares, like
 * a success must match `data` (an undeclared code is left to the page's fallback: faults and
 * proxies answer codes no contract knows).
 */
function checkRefusal(def: EndpointDef, code: number, status: number, data: unknown) {
  const name = findRefusal(def, code, status);
  const declared = name === null ? undefined : refusalsOf(def)[name];
  if (!declared || hasDeclaredParams(declared, data)) return;
  throw new ContractError(
    'response',
    def,
    `refusal "${name}" (code ${code}) without its declared parameters: ${JSON.stringify(data)}`,
  );
}

function checkPart(def: EndpointDef, part: 'params' | 'query' | 'body', value: unknown) {
  const schema = def[part];
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) throw ContractError.fromZod('request', def, part, result.error);
}

/**
 * Builds an API client on one ofetch instance. It owns everything the spec puts in "general
 * handling": headers, timeout, envelope unwrapping, the auth redirect hook and error toasts chosen
 * by the endpoint's error mode, so feature code only calls endpoints and reads `data`.
 * The browser uses one shared client (`@/client/api`); the server makes one per request.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      credentials: options.credentials ?? 'include',
      // Never replay a call on our own: a retried POST could place an order twice.
      retry: 0,
      // Error statuses are unwrapped below like any envelope, in one place.
      ignoreResponseError: true,
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const newTraceId = options.traceId ?? randomTraceId;
  const messages = () =>
    typeof options.messages === 'function' ? options.messages() : options.messages;

  /**
   * Decides the side effects of a failure (auth hook or toast) and returns the error to throw.
   * Only the API's own envelope code 403/413 ends the session: a bare HTTP 403/413 comes from
   * something in between (a proxy refusing a large upload, a firewall page) and says nothing
   * about the login, so it is shown like any other failure.
   */
  function fail(error: ApiError, mode: ErrorMode, enveloped = false): ApiError {
    if (enveloped && AUTH_CODES.includes(error.code)) {
      options.onAuthError();
    } else if (mode === 'toast' && error.kind !== 'aborted') {
      options.onErrorToast(error.msg);
    }
    return error;
  }

  function headersFor(traceId: string, contentType?: string): Headers {
    const headers = new Headers({
      accept: 'application/json',
      [HEADER.lang]: options.getLang(),
      [HEADER.trace]: traceId,
      [HEADER.client]: CLIENT_MARKER,
    });
    const token = options.getToken();
    if (token) headers.set(HEADER.token, token);
    if (contentType) headers.set('content-type', contentType);
    return headers;
  }

  async function run(
    def: EndpointDef,
    input: RawInput,
    overrides: CallOverrides,
  ): Promise<unknown> {
    const mode = overrides.errors ?? def.errors ?? 'toast';
    if (options.validate) {
      checkPart(def, 'params', input.params);
      checkPart(def, 'query', input.query);
      checkPart(def, 'body', input.body);
    }
    const url = buildPath(def.path, pathParams(input.params));
    const hasBody = def.method !== 'GET' && input.body !== undefined;
    const encoded = hasBody ? encodeBody(input.body, def.bodyType) : undefined;
    const traceId = newTraceId();
    const { signal, state, dispose } = deadline(timeoutMs, overrides.signal);

    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw<unknown>(url, {
        method: def.method,
        query: queryObject(input.query),
        body: encoded?.body,
        headers: headersFor(traceId, encoded?.contentType),
        signal,
      });
    } catch (cause) {
      const kind: ApiErrorKind = state.timedOut
        ? 'timeout'
        : overrides.signal?.aborted
          ? 'aborted'
          : 'network';
      const msg = kind === 'timeout' ? messages().timeout : messages().network;
      throw fail(new ApiError({ kind, code: 0, msg, data: null, status: 0, traceId, cause }), mode);
    } finally {
      dispose();
    }

    const envelope = readEnvelope(response._data);
    if (envelope && envelope.code === OK && response.ok) {
      if (options.validate) {
        const result = def.data.safeParse(envelope.data);
        if (!result.success) throw ContractError.fromZod('response', def, 'data', result.error);
      }
      // The raw data is returned in every mode, so development and production behave the same.
      return envelope.data;
    }
    if (!envelope && response.ok && options.validate) {
      throw new ContractError(
        'response',
        def,
        `HTTP ${response.status} without a {code, msg, data} envelope`,
      );
    }
    const code =
      envelope && envelope.code !== OK ? envelope.code : response.ok ? 0 : response.status;
    if (options.validate && envelope) checkRefusal(def, code, response.status, envelope.data);
    throw fail(
      new ApiError({
        kind: 'server',
        code,
        msg: envelope?.msg || messages().network,
        data: envelope?.data ?? null,
        status: response.status,
        traceId,
      }),
      mode,
      envelope !== null,
    );
  }

  return {
    call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<Data<E>> {
      const [input, overrides]: [RawInput?, CallOverrides?] = args;
      // The cast is the one place where runtime data meets the contract's static type; in
      // validate mode the data was just checked against `endpoint.data`.
      return run(endpoint, input ?? {}, overrides ?? {}) as Promise<Data<E>>;
    },
  };
}
