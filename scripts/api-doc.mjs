/**
 * `npm run docs:api`: writes docs/api.md from the contract and refreshes the README's route →
 * area map from src/config/routes.ts. The renderers are TypeScript importing `@/...`, so they
 * are loaded through Vite's module runner (the same resolution vitest uses); the unit tests
 * tests/unit/docs-api.test.ts and tests/unit/routes.test.ts fail when either file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: { '@': `${root}src` } },
};

const { module: apiDoc } = await runnerImport(`${root}scripts/lib/api-doc.ts`, config);
const { module: routeMap } = await runnerImport(`${root}scripts/lib/route-map.ts`, config);

const apiPath = `${root}docs/api.md`;
await writeFile(apiPath, await apiDoc.formatMarkdown(apiDoc.renderApiDoc(), apiPath));

const readmePath = `${root}README.md`;
const table = (await apiDoc.formatMarkdown(routeMap.renderRouteMap(), readmePath)).trim();
const readme = await readFile(readmePath, 'utf8');
const next = routeMap.spliceRouteMap(readme, table);
if (next !== readme) await writeFile(readmePath, next);
console.log('Wrote docs/api.md and the route map in README.md');
