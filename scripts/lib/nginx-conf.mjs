// deploy/nginx.conf with other ports, for the scale-out journey (tests/e2e/deploy-scale-out.spec.ts)
// and the bench (scripts/lib/scale-out.mjs): the file itself stays the one people deploy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** Replaces what `pattern` matches, failing loudly when deploy/nginx.conf no longer has it. */
function rewrite(conf, pattern, replacement) {
  if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}`);
  return conf.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf listening on `listen` (loopback), relaying the API to port `api` and the
 * pages round robin to `sites` (ports on 127.0.0.1). One worker process by default: each worker
 * keeps its own round robin, so with one, two requests in a row always reach two instances.
 *
 * @param {{ listen: number, api: number, sites: number[], workers?: number | 'auto' }} ports
 * @returns {string}
 */
export function nginxConf({ listen, api, sites, workers = 1 }) {
  let conf = readFileSync(CONF, 'utf8');
  conf = rewrite(conf, /^worker_processes\s+[^;]+;/m, `worker_processes ${workers};`);
  conf = rewrite(conf, /^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${listen};`);
  conf = rewrite(
    conf,
    /(upstream p2p_api \{\n)(?:\s*server [^;]+;\n)+/,
    `$1    server 127.0.0.1:${api};\n`,
  );
  conf = rewrite(
    conf,
    /(upstream p2p_site \{\n)(?:\s*server [^;]+;\n)+/,
    `$1${sites.map((port) => `    server 127.0.0.1:${port};\n`).join('')}`,
  );
  return conf;
}
