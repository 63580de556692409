import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built server as `npm start` runs it, started by a test with its own environment (its own
 * port and data folder), for journeys that stop and start it.
 */
export function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/runtime/main.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'p2p-srv-')),
      // Journeys change data and read it back at once as visitors: no second-long HTML cache
      // (html-cache.spec.ts turns it on).
      HTML_CACHE_MS: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
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
