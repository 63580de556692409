// `npm start`: builds when the sources changed since the last build, then serves.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is too old: run "npm install" first (it brings Node 24) or use Node >= 22.12.`,
  );
  process.exit(1);
}

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
const ENTRY = join(root, 'dist', 'runtime', 'main.mjs');

/** A fingerprint of every input file's path, size and modification time. */
function fingerprint() {
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

const current = fingerprint();
const built = existsSync(STAMP) && existsSync(ENTRY) ? readFileSync(STAMP, 'utf8') : '';
if (built !== current) {
  console.log(
    built ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, current);
}

await import(ENTRY);
