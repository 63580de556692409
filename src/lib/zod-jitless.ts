/**
 * What `import … from 'zod'` resolves to in every build (pages, islands, the server bundle, the
 * tests: `zodJitlessAlias` in `scripts/lib/zod-alias.ts`): zod itself, switched to jitless mode
 * before any module can build a schema.
 *
 * Why: zod 4 probes for `new Function` the first time an object schema is built, to compile fast
 * parsers. Under our CSP (`script-src` without `unsafe-eval`) the probe is refused and, although
 * zod catches the error, the browser still reports a `securitypolicyviolation` on every page
 * (issue 15, item 6). Jitless, zod skips the probe and parses with its interpreter. The probe runs
 * when a schema is *built*, usually while a module is evaluated, so the switch cannot live in one
 * of our contract modules (another schema module may be evaluated first): it lives here, where
 * zod is evaluated, ahead of every importer of `zod`.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
