// `npm start`: builds when the sources changed since the last build, then serves.
// `npm run sandbox` (`--sandbox`): the same, then serves the exchange sandbox on its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildIsCurrent, ENTRY, root } from './lib/build-stamp.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is too old: run "npm install" first (it brings Node 24) or use Node >= 22.12.`,
  );
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log(
    existsSync(ENTRY)
      ? 'Sources changed since the last build: building…'
      : 'No build yet: building…',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

await import(process.argv.includes('--sandbox') ? join(dirname(ENTRY), 'sandbox.mjs') : ENTRY);
