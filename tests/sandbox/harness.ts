import { afterEach } from 'vitest';
import type { Persona } from '@/contract/sandbox';
import { createManualClock } from '@/sandbox/clock';
import { createSandbox, type Sandbox, type SandboxOptions } from '@/sandbox/index';

/** What every API answer looks like; `data` is checked per test. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

const open: Sandbox[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/**
 * A fresh in-memory sandbox with a manual clock (tests move time, never sleep) and captured
 * log lines. Closed automatically after each test. `options` adds other settings (a file
 * database, upload caps...).
 */
export function startSandbox(options: Omit<SandboxOptions, 'clock' | 'log'> = {}) {
  const clock = createManualClock();
  const logs: string[] = [];
  const sandbox = createSandbox({ ...options, clock, log: (line) => logs.push(line) });
  open.push(sandbox);

  async function call<T = unknown>(
    method: string,
    path: string,
    init: RequestInit = {},
    options: CallOptions = {},
  ) {
    const headers = new Headers(init.headers);
    if (options.token) headers.set('token', options.token);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    const res = await sandbox.app.request(path, { ...init, method, headers });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(
        `Expected a JSON envelope from ${method} ${path}, got ${res.status}: ${text.slice(0, 200)}`,
      );
    }
    return { status: res.status, body, headers: res.headers };
  }

  const get = <T = unknown>(path: string, options?: CallOptions) =>
    call<T>('GET', `/api${path}`, {}, options);

  /** JSON body; pass a string to send it unchanged (malformed JSON tests). */
  const post = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(
      'POST',
      `/api${path}`,
      body === undefined
        ? {}
        : {
            body: typeof body === 'string' ? body : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          },
      options,
    );

  async function login(persona: Persona): Promise<string> {
    const res = await post<{ token: string }>('/sandbox/session', { persona });
    if (res.status !== 200) throw new Error(`Login as ${persona} failed: ${res.body.msg}`);
    return res.body.data.token;
  }

  return { sandbox, clock, logs, call, get, post, login };
}

export type Harness = ReturnType<typeof startSandbox>;

/** Passes a behaviour verification and returns its token. */
export async function verifyToken(
  h: Harness,
  scene: 'sms' | 'email' | 'voice',
  answer = 'slider-ok',
): Promise<string> {
  const form = new FormData();
  form.set('scene', scene);
  form.set('answer', answer);
  const res = await h.call<{ verifyToken: string }>(
    'POST',
    '/api/user/validation/v2/behavior-verify',
    { body: form },
  );
  if (res.status !== 200) throw new Error(`Behaviour verification failed: ${res.body.msg}`);
  return res.body.data.verifyToken;
}
