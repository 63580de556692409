// A fingerprint of the build's inputs, written after every build and compared by `npm start`,
// so a start rebuilds only when a source changed since the last build (whoever ran it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const INPUTS = [
  'src',
  'locales',
  'public',
  'astro.config.mjs',
  'vite.server.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP = join(root, 'dist', '.build-stamp');
export const ENTRY = join(root, 'dist', 'runtime', 'main.mjs');

/** Path, size and modification time of every input file, hashed. */
export function fingerprint() {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else {
      hash.update(`${relative(root, path)}:${info.size}:${info.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(join(root, input));
  return hash.digest('hex');
}

/** True when a build exists and was made from the current sources. */
export function buildIsCurrent() {
  return existsSync(STAMP) && existsSync(ENTRY) && readFileSync(STAMP, 'utf8') === fingerprint();
}

export function writeStamp() {
  writeFileSync(STAMP, fingerprint());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeStamp();
