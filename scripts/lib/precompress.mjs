// After `astro build`: writes a brotli (quality 11) and a gzip (level 9) copy next to every text
// file of dist/client worth compressing, which the static handler serves as they are
// (src/server/static.ts), so the server never compresses a static file, let alone on its event
// loop. Runs in `npm run build`; alone too: `node scripts/lib/precompress.mjs [clientDir]`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../../src/server/precompressed.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function files(dir) {
  const found = [];
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) found.push(...(await files(path)));
    else if (item.isFile()) found.push(path);
  }
  return found;
}

/** Compresses every text file under `clientDir`; returns how many it wrote copies for. */
export async function precompress(clientDir) {
  const targets = (await files(clientDir)).filter((f) =>
    COMPRESSIBLE.has(extname(f).toLowerCase()),
  );
  let count = 0;
  await Promise.all(
    targets.map(async (file) => {
      const body = await readFile(file);
      if (body.length <= MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../../dist/client', import.meta.url));
  const count = await precompress(dir);
  console.log(`precompressed ${count} files in ${dir}`);
}
