import { z } from 'zod';
import { SANDBOX_API_BASE, SANDBOX_MAIN_SITE } from '@/config/public';

/**
 * Server configuration, read from the environment once at start-up and checked with zod.
 * A bad value stops the process with one sentence naming the variable (see `describeEnvError`).
 */

const base = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v.startsWith('/') || /^https?:\/\/[^/]+/.test(v), {
    message: 'must be a path starting with "/" or an absolute http(s) URL',
  })
  .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v));

const SITE_URL_RULE = 'must be an absolute http(s) URL without a path, query or fragment';

/**
 * The site's public origin (`https://p2p.example`): canonical, hreflang, sitemap, Open Graph and
 * return addresses are built from it, never from the request's Host header (which a client
 * chooses). A trailing `/` is allowed and dropped; anything after the host is refused, since the
 * site is served from the root.
 */
const siteUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      if (!/^https?:\/\/[^/?#]+\/?$/i.test(v)) return false;
      try {
        const url = new URL(v);
        return url.username === '' && url.password === '' && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: SITE_URL_RULE },
  )
  .transform((v) => new URL(v).origin);

/**
 * The default public origin: the listening address for local use (`http://localhost:4321`).
 * A wildcard HOST (`0.0.0.0`, `::`) is not an address a browser can open, so it reads localhost.
 */
export function defaultSiteUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  const ipv6 = host.includes(':') && !host.startsWith('[');
  const shown = wildcard ? 'localhost' : ipv6 ? `[${host}]` : host;
  try {
    return new URL(`http://${shown}:${port}`).origin;
  } catch {
    // A HOST no URL can hold fails to listen anyway, with its own sentence.
    return `http://localhost:${port}`;
  }
}

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(4321),
    HOST: z.string().trim().min(1, 'must not be empty').default('localhost'),
    PUBLIC_API_BASE: base.default(SANDBOX_API_BASE),
    PUBLIC_MAIN_SITE: base.default(SANDBOX_MAIN_SITE),
    /** The site's public origin; unset, the listening address (see `defaultSiteUrl`). */
    PUBLIC_SITE_URL: siteUrl.optional(),
    SANDBOX: z.enum(['on', 'off'], { message: 'must be "on" or "off"' }).optional(),
    /**
     * Who may use the sandbox controls (`/api/sandbox/*`): `loopback` this machine only, `on`
     * anyone who reaches the port (a shared demo), `off` nobody.
     */
    SANDBOX_CONTROLS: z
      .enum(['loopback', 'on', 'off'], { message: 'must be "loopback", "on" or "off"' })
      .default('loopback'),
    /**
     * Whether the sandbox sends pushes to a push service stand-in on this machine (`on`: the
     * push journeys' local endpoint); `off`, only to the browsers' push services over https.
     */
    SANDBOX_PUSH_LOOPBACK: z
      .enum(['on', 'off'], { message: 'must be "on" or "off"' })
      .default('off'),
    /**
     * Where the page sends analytics beacons (issue 15, item 8), only with the visitor's consent:
     * a path or an absolute URL, or `off`. Unset: the sandbox's own collector while the sandbox
     * is on, otherwise off (`publicConfig`), so no beacon goes to an API without a collector.
     */
    PUBLIC_ANALYTICS_URL: z
      .string()
      .trim()
      .refine((v) => v === 'off' || v.startsWith('/') || /^https?:\/\/[^/]+/.test(v), {
        message: 'must be "off", a path starting with "/" or an absolute http(s) URL',
      })
      .optional(),
    /**
     * Where this server's own rendering reaches the API when the API runs apart from it (the
     * sandbox on its own, or a real API behind the same proxy): an absolute http(s) base such as
     * `http://127.0.0.1:4400/api`. The browser keeps using PUBLIC_API_BASE (`/api` through the
     * proxy); unset, server rendering uses PUBLIC_API_BASE as before (see `serverApiBase`).
     */
    API_INTERNAL_URL: z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(v), {
        message: 'must be an absolute http(s) URL (the API base, e.g. http://127.0.0.1:4400/api)',
      })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /**
     * A name for this process, sent as the `X-Instance` response header (several site instances
     * behind a load balancer: which one answered). Unset, no header.
     */
    INSTANCE_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", "_" or "-"')
      .optional(),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('.data'),
    /**
     * How long server rendering reuses the exchange's public answers (languages, rates, contacts,
     * download link; the market's option box and basics config) before asking again; 0 asks on
     * every page.
     */
    SHELL_CACHE_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be a whole number of seconds')
      .max(86400, 'must be at most 86400 (one day)')
      .default(60),
    /**
     * How long a visitor's page (one a shared cache may keep: `public`, `s-maxage`, no cookie
     * set) is served again from memory to requests with the same address and headers; 0 renders
     * every request (`src/middleware/html-cache.ts`).
     */
    HTML_CACHE_MS: z.coerce
      .number({ message: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be a whole number of milliseconds')
      .max(60_000, 'must be at most 60000 (one minute)')
      .default(1000),
    /**
     * Extra generated P2P ads the sandbox seeds on top of its demo market (performance work:
     * thousands of ads); applies when the database is first seeded and on every reset.
     */
    SEED_ADS: z.coerce
      .number({ message: 'must be a whole number of ads' })
      .int('must be a whole number of ads')
      .min(0, 'must be a whole number of ads')
      .max(100_000, 'must be at most 100000')
      .default(0),
  })
  .transform((env) => ({
    ...env,
    /** Pointing the API at another host turns the embedded sandbox off unless SANDBOX says otherwise. */
    SANDBOX:
      env.SANDBOX ?? (env.PUBLIC_API_BASE.startsWith('/') && !env.API_INTERNAL_URL ? 'on' : 'off'),
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? defaultSiteUrl(env.HOST, env.PORT),
  }))
  .superRefine((env, ctx) => {
    const relativeApi = env.PUBLIC_API_BASE.startsWith('/');
    if (env.SANDBOX === 'on' && relativeApi && env.PUBLIC_API_BASE !== SANDBOX_API_BASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_API_BASE'],
        message: `must be ${SANDBOX_API_BASE} (where the embedded sandbox answers) or an absolute URL`,
      });
    }
    if (env.SANDBOX === 'on' && env.API_INTERNAL_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_INTERNAL_URL'],
        message: 'must be unset while the embedded sandbox is on (set SANDBOX=off)',
      });
    }
    // Behind a proxy that routes `/api` to the API (deploy/nginx.conf), a same-origin base is
    // fine: server rendering then needs the API's own address.
    if (env.SANDBOX === 'off' && relativeApi && !env.API_INTERNAL_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_API_BASE'],
        message:
          "must be the real API's absolute URL when the sandbox is off, or set API_INTERNAL_URL for an API behind the same origin",
      });
    }
    // The stand-in main site on `/sandbox` is served by a sandbox elsewhere only behind a proxy.
    if (
      env.SANDBOX === 'off' &&
      env.PUBLIC_MAIN_SITE.startsWith(SANDBOX_MAIN_SITE) &&
      !(relativeApi && env.API_INTERNAL_URL)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_MAIN_SITE'],
        message: "must point at the exchange's main site when the sandbox is off",
      });
    }
  });

export type ServerEnv = z.output<typeof envSchema>;

/** One readable sentence for the person who set the variable. */
function describeEnvError(error: z.ZodError, source: Record<string, string | undefined>) {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const got = source[name];
  const value = got === undefined ? '' : ` (got "${got}")`;
  return `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${value}.`;
}

/** Parses `source` (default: process.env); throws an Error whose message is that one sentence. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const picked = Object.fromEntries(
    Object.keys(envSchema.in.shape).map((k) => [k, source[k] === '' ? undefined : source[k]]),
  );
  const result = envSchema.safeParse(picked);
  if (!result.success) throw new Error(describeEnvError(result.error, source));
  return result.data;
}
