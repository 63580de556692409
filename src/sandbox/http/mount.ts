import { tmpdir } from 'node:os';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  isDeclaredRefusal,
  refusalNameOf,
  type Data,
  type EndpointDef,
  type Method,
} from '@/contract/define';
import type { SandboxContext } from '@/sandbox/context';
import { ApiError, loginRequired, badRequest } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { requestToken } from '@/sandbox/http/auth';
import {
  assertNoBody,
  bodyTooLarge,
  decodeBody,
  DEFAULT_MAX_BODY_BYTES,
  isMultipart,
  readLimited,
} from '@/sandbox/http/body';
import { sendOk } from '@/sandbox/http/envelope';
import { parsePart } from '@/sandbox/http/issues';
import { readMultipart, type SpooledForm } from '@/sandbox/http/multipart';
import { API_PREFIX, toPattern } from '@/sandbox/http/paths';
import { resolveSession, type AuthSession } from '@/sandbox/user/sessions';
import { noteActivity } from '@/sandbox/user/presence';

/** Where the API lives on the sandbox app; contract paths are relative to it. */

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

interface HandlerInput<E extends EndpointDef> {
  ctx: SandboxContext;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Always set for `auth: 'user'`; for public endpoints, set when a valid token came along. */
  session: E['auth'] extends 'user' ? AuthSession : AuthSession | null;
  c: Context<SandboxEnv>;
}

type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Data<E> | Promise<Data<E>>;

interface MountOptions {
  /** Body size cap in bytes (uploads raise it); over it answers HTTP 413 / code 400. */
  maxBodyBytes?: number;
  /** The refusal of a body over `maxBodyBytes` (default: a generic HTTP 413 / code 400). */
  tooLarge?: (limit: number) => ApiError;
  /** Folder for the file parts of a multipart body (default: the system's temporary folder). */
  spoolDir?: (c: Context<SandboxEnv>) => string;
}

interface MountedRoute {
  method: Method;
  /** Contract path, e.g. `/user/internal-msgs/:id`. */
  path: string;
  pattern: RegExp;
}

const registry = new WeakMap<SandboxApp, MountedRoute[]>();

/** Routes mounted on an app, for the 405 answer and for tests that check coverage. */
export function mountedRoutes(app: SandboxApp): readonly MountedRoute[] {
  return registry.get(app) ?? [];
}

/**
 * Records a route under the API prefix that is not a contract call (e.g. an uploaded file,
 * which is served as it is, not in an envelope), so a wrong method answers 405 like elsewhere.
 */
export function registerRoute(app: SandboxApp, method: Method, path: string): void {
  const routes = registry.get(app) ?? [];
  routes.push({ method, path, pattern: toPattern(path) });
  registry.set(app, routes);
}

/** Query values as an object; a repeated parameter is refused rather than silently picking one. */
function readQuery(c: Context, hasSchema: boolean): Record<string, string> {
  const all = c.req.queries();
  const keys = Object.keys(all);
  if (!hasSchema && keys.length > 0) {
    throw badRequest(`This endpoint takes no query parameters (got "${keys[0]}").`);
  }
  const result: Record<string, string> = {};
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1)
      throw badRequest(`The query parameter "${key}" is given more than once.`);
    result[key] = values[0] ?? '';
  }
  return result;
}

/**
 * Thrown (dev/test) when a handler refuses with a code its endpoint does not declare: a bug in
 * the contract or the sandbox, so it answers 500 and is logged rather than reaching a page that
 * cannot know the code.
 */
class UndeclaredRefusalError extends Error {
  override readonly name = 'UndeclaredRefusalError';
  constructor(def: EndpointDef, refusal: ApiError) {
    super(
      `Undeclared refusal on ${def.method} ${def.path}: HTTP ${refusal.status} / code ${refusal.code} ` +
        `("${refusal.message}"). Declare it in the endpoint's \`refusals\` or refuse with a declared one.`,
    );
  }
}

/**
 * Serves one contract endpoint: checks the session, validates path, query and body against the
 * contract (bad input answers 400 with field errors and never reaches the handler), runs the
 * handler and wraps its result in the envelope. In dev/test the result is checked against the
 * contract's `data` schema, and a refusal against the endpoint's declared refusals, so drift
 * between the sandbox and the contract fails a test.
 */
export function mount<E extends EndpointDef>(
  app: SandboxApp,
  def: E,
  handler: Handler<E>,
  options: MountOptions = {},
): void {
  registerRoute(app, def.method, def.path);

  app.on(def.method, `${API_PREFIX}${def.path}`, async (c) => {
    try {
      return await serve(c);
    } catch (error) {
      if (
        error instanceof ApiError &&
        c.get('validateResponses') &&
        !isDeclaredRefusal(def, error.code, error.status)
      ) {
        throw new UndeclaredRefusalError(def, error);
      }
      // Named as this endpoint declares it, so `msg` is worded as the page words the refusal.
      if (error instanceof ApiError) {
        error.refusal = refusalNameOf(def, error.code, error.status) ?? error.refusal;
      }
      throw error;
    }
  });

  async function serve(c: Context<SandboxEnv>): Promise<Response> {
    const ctx = c.get('ctx');
    const session = resolveSession(ctx, requestToken(c));
    if (def.auth === 'user' && !session) throw loginRequired();
    // Any call with a session is the user's action (who is online; written once a minute at most).
    if (session) noteActivity(ctx, session.user.id);

    const params = def.params ? await parsePart(def.params, c.req.param(), 'params') : undefined;
    const rawQuery = readQuery(c, def.query !== undefined);
    const query = def.query ? await parsePart(def.query, rawQuery, 'query') : undefined;
    let body: unknown;
    let spooled: SpooledForm | undefined;
    const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const contentType = c.req.header('content-type') ?? null;
    if (
      def.method !== 'GET' &&
      def.body &&
      def.bodyType === 'multipart' &&
      isMultipart(contentType)
    ) {
      // Read as it arrives, file parts straight to disk (an upload is never whole in memory).
      spooled = await readMultipart(c.req.raw, {
        limit,
        spoolDir: options.spoolDir?.(c) ?? tmpdir(),
        tooLarge: options.tooLarge ?? bodyTooLarge,
        log: ctx.log,
      });
    } else if (def.method !== 'GET') {
      const bytes = await readLimited(c.req.raw, limit, options.tooLarge);
      if (def.body) {
        const decoded = await decodeBody(
          bytes,
          c.req.header('content-type') ?? null,
          def.bodyType ?? 'json',
        );
        body = await parsePart(def.body, decoded, 'body');
      } else {
        assertNoBody(bytes);
      }
    }

    try {
      if (spooled && def.body) body = await parsePart(def.body, spooled.fields, 'body');
      // The parts were just validated against exactly these schemas.
      const input = { ctx, params, query, body, session, c } as HandlerInput<E>;
      const data = await handler(input);
      if (c.get('validateResponses')) {
        const checked = def.data.safeParse(data);
        if (!checked.success) {
          throw new Error(
            `Sandbox response drift on ${def.method} ${def.path}: ${checked.error.issues
              .map((i) => `${i.path.join('.') || '(root)'} ${i.message}`)
              .join('; ')}`,
          );
        }
      }
      return sendOk(c, data);
    } finally {
      // Spool files the handler did not keep (a refused or failed upload) go now.
      await spooled?.cleanup();
    }
  }
}
