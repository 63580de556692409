import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built server as `npm start` runs it, started by a test with its own environment (its own
 * port and data folder), for journeys that stop and start it. A data folder it made itself (no
 * `DATA_DIR` given) is removed once the server has exited: uploads leave hundreds of MB there.
 */
export function runServer(env: Record<string, string>) {
  const ownData = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'p2p-srv-'));
  const child = spawn(process.execPath, ['dist/runtime/main.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      ...(ownData ? { DATA_DIR: ownData } : {}),
      // Journeys change data and read it back at once as visitors: no second-long HTML cache
      // (html-cache.spec.ts turns it on).
      HTML_CACHE_MS: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (ownData) rmSync(ownData, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const ready = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(
        () => output.includes('P2P site on') && (clearInterval(timer), resolve()),
        50,
      );
      void exited.then(
        (code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${output}`))),
      );
    });
  return { child, exited, ready, output: () => output };
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
