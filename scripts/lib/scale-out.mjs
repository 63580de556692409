// Server-rendering throughput behind nginx with one and two site instances (issue 16, item 6):
// the sandbox on its own (dist/runtime/sandbox.mjs), two site instances with SANDBOX=off and two
// nginx processes with deploy/nginx.conf, one relaying to one instance and one to both. Runs
// alone too: `node scripts/lib/scale-out.mjs` (after `npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConf } from './nginx-conf.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runtime = join(root, 'dist', 'runtime');
const NGINX = '/usr/sbin/nginx';

/** A TCP port nobody listens on right now. */
async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts a process; resolves once `readyText` is printed (or at once when null). */
function start(command, args, env, readyText) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    if (readyText === null) return resolve();
    child.stdout.on('data', () => output.includes(readyText) && resolve());
    void exited.then((code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
  return { child, exited, ready };
}

/**
 * Closed-loop load: `connections` clients on kept-alive connections, each sending the next GET as
 * soon as the last answer is read, for `seconds` after a one-second warm-up. Returns requests
 * per second answered with `status` (200 unless said), the share of each `X-Instance`, and the
 * other answers.
 *
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string>, status?: number }} [options]
 */
export async function measureThroughput(
  url,
  { connections = 25, seconds = 5, headers = {}, status: expected = 200 } = {},
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise((resolve) => {
      const req = request(
        url,
        { agent, headers: { 'accept-encoding': 'br', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode, instance: res.headers['x-instance'] }),
          );
        },
      );
      req.on('error', () => resolve({ status: 0, instance: undefined }));
      req.end();
    });
  const run = async (ms, tally) => {
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) tally(await get());
      }),
    );
  };
  await run(1000, () => {});
  let done = 0;
  let failed = 0;
  const instances = new Map();
  const startedAt = performance.now();
  await run(seconds * 1000, ({ status, instance }) => {
    if (status !== expected) failed += 1;
    else done += 1;
    instances.set(instance ?? '-', (instances.get(instance ?? '-') ?? 0) + 1);
  });
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const total = [...instances.values()].reduce((a, b) => a + b, 0) || 1;
  const shares = [...instances.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${Math.round((count / total) * 100)} %`)
    .join(', ');
  return { rps: done / elapsed, failed, shares };
}

/**
 * The scale-out figures: `/buy_USDT` for a visitor and logged in, through nginx to one site
 * instance and to two (round robin), at 25 connections. Returns rows for console.table, or a
 * sentence when nginx or the build is missing.
 */
export async function scaleOutThroughput({ seconds = 5, connections = 25 } = {}) {
  if (!existsSync(NGINX))
    return `${NGINX} is missing (apt-get install -y nginx): no scale-out figures.`;
  if (!existsSync(join(runtime, 'sandbox.mjs')))
    return 'No build found: run "npm run build" first.';
  const [api, site1, site2, one, two] = await Promise.all(Array.from({ length: 5 }, freePort));
  const prefix = mkdtempSync(join(tmpdir(), 'p2p-bench-nginx-'));
  const processes = [];
  try {
    const shared = { HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://127.0.0.1:${two}` };
    const sandbox = start(
      process.execPath,
      [join(runtime, 'sandbox.mjs')],
      { ...shared, PORT: String(api), DATA_DIR: join(prefix, 'data') },
      'Exchange sandbox on',
    );
    processes.push(sandbox);
    await sandbox.ready;
    for (const [i, port] of [site1, site2].entries()) {
      const site = start(
        process.execPath,
        [join(runtime, 'main.mjs')],
        {
          ...shared,
          PORT: String(port),
          SANDBOX: 'off',
          API_INTERNAL_URL: `http://127.0.0.1:${api}/api`,
          INSTANCE_ID: `site-${i + 1}`,
        },
        'P2P site on',
      );
      processes.push(site);
      await site.ready;
    }
    for (const [name, listen, sites] of [
      ['one', one, [site1]],
      ['two', two, [site1, site2]],
    ]) {
      const dir = join(prefix, name);
      mkdirSync(join(dir, 'logs'), { recursive: true });
      mkdirSync(join(dir, 'tmp'));
      // As deployed: one nginx worker per core.
      writeFileSync(join(dir, 'nginx.conf'), nginxConf({ listen, api, sites, workers: 'auto' }));
      const nginx = start(
        NGINX,
        ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
        {},
        null,
      );
      processes.push(nginx);
    }
    const session = await fetch(`http://127.0.0.1:${api}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'verified' }),
    });
    const token = (await session.json()).data.token;
    // nginx is up once it relays.
    for (const port of [one, two]) {
      for (let i = 0; i < 100; i += 1) {
        const ok = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const rows = [];
    for (const [who, headers] of [
      ['visitor', {}],
      ['logged in', { cookie: `token=${token}` }],
    ]) {
      let single = 0;
      for (const [label, port] of [
        ['1 instance', one],
        ['2 instances', two],
      ]) {
        const url = `http://127.0.0.1:${port}/buy_USDT`;
        const { rps, failed, shares } = await measureThroughput(url, {
          connections,
          seconds,
          headers,
        });
        if (label === '1 instance') single = rps;
        rows.push({
          page: `/buy_USDT (${who})`,
          'behind nginx': label,
          'req/s': Math.round(rps),
          'vs 1 instance': single ? `${(rps / single).toFixed(2)}×` : '-',
          'answered by': shares,
          'not 200': failed,
        });
      }
    }
    return rows;
  } finally {
    for (const { child, exited } of processes.reverse()) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** How many cores the figures were measured on (two instances cannot beat one on one core). */
export const cores = availableParallelism();

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await scaleOutThroughput();
  if (typeof result === 'string') console.log(result);
  else console.table(result);
}
