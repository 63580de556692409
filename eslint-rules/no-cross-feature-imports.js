import path from 'node:path';

/**
 * Local ESLint rule guarding the import boundaries of the architecture (section 3):
 *
 * 1. A file in `src/features/<a>/` must not import from `src/features/<b>/`: features do not
 *    know each other; pages compose them. The feature name comes from the file's own path, so
 *    features added later are covered without touching the config.
 * 2. Only the sandbox itself, our server, tests and `astro.config.mjs` may import
 *    `src/sandbox/`: the front-end talks to the API over HTTP, never to sandbox code.
 * 3. The shared layer, `src/rules/` and `src/contract/`, is imported by both the page and the
 *    sandbox, so it must import neither of them: nothing from the features, the client, the
 *    stores, the sandbox, the islands or the pages (rules also stay clear of `src/i18n/`: a rule
 *    decides, the page words it). This is what lets the sandbox import `src/rules/` freely.
 *
 * Both `@/…` aliases and relative specifiers are resolved to repository paths before they are
 * compared, so `../../features/x` and `./sandbox` (a file that merely has that name) are told
 * apart correctly, which a pattern over the raw specifier cannot do.
 *
 * Options: `{ root, sandboxImporters }`. `root` is the repository root (default: ESLint's cwd);
 * `sandboxImporters` are root-relative path prefixes allowed to import the sandbox.
 */

const DEFAULT_SANDBOX_IMPORTERS = ['src/sandbox/', 'src/server/', 'tests/', 'astro.config.mjs'];
const FEATURE_PATH = /^src\/features\/([^/]+)(?:\/|$)/;

/** The shared layer: imported by the page and the sandbox alike. */
const SHARED_LAYERS = ['src/rules', 'src/contract'];
/** What the shared layer must not import (either side's own code). */
const SIDE_FOLDERS = [
  'src/features',
  'src/client',
  'src/stores',
  'src/sandbox',
  'src/islands',
  'src/pages',
];
/** Rules are pure decisions: they leave wording and formatting to the page. */
const RULES_ONLY_FORBIDDEN = ['src/i18n'];

/** True when `target` is `folder` or inside it. */
function isIn(target, folder) {
  return target === folder || target.startsWith(`${folder}/`);
}

/** The shared layer `fileFromRoot` belongs to (`src/rules` or `src/contract`), or undefined. */
function sharedLayerOf(fileFromRoot) {
  return SHARED_LAYERS.find((layer) => isIn(fileFromRoot, layer));
}

/** Turns a platform path into the `a/b/c` form every comparison here uses. */
function toPosix(value) {
  return value.split(path.sep).join('/');
}

/**
 * Where an import specifier points, relative to the root, or null for packages (and for
 * anything outside the repository, which no boundary here is about).
 */
function resolveSpecifier(specifier, fileFromRoot) {
  let target;
  if (specifier === '@' || specifier.startsWith('@/')) {
    target = path.posix.join('src', specifier.slice(2));
  } else if (specifier === '.' || specifier === '..' || /^\.{1,2}\//.test(specifier)) {
    target = path.posix.join(path.posix.dirname(fileFromRoot), specifier);
  } else {
    return null;
  }
  return target.startsWith('../') ? null : target;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports between feature folders, from the front-end into the sandbox, and from the shared rules and contract into either side',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          sandboxImporters: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import from feature "{{to}}": features are independent; compose them in a page or move shared code to src/components, src/stores or src/contract.',
      sandbox:
        'Only src/sandbox, src/server, tests and astro.config.mjs may import the sandbox; the front-end talks to the API over HTTP.',
      sharedLayer:
        'Shared layer "{{layer}}" must not import from "{{to}}": src/rules and src/contract serve both the page and the sandbox, so they import only each other, src/lib and packages.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const sandboxImporters = options.sandboxImporters ?? DEFAULT_SANDBOX_IMPORTERS;
    const fileFromRoot = toPosix(path.relative(root, context.physicalFilename));
    const fileFeature = FEATURE_PATH.exec(fileFromRoot)?.[1];
    const maySeeSandbox = sandboxImporters.some((prefix) => fileFromRoot.startsWith(prefix));
    const layer = sharedLayerOf(fileFromRoot);
    const forbidden =
      layer === undefined
        ? []
        : layer === 'src/rules'
          ? [...SIDE_FOLDERS, ...RULES_ONLY_FORBIDDEN]
          : SIDE_FOLDERS;

    /** Checks one import source node (a string literal). */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, fileFromRoot);
      if (target === null) return;
      const side = forbidden.find((folder) => isIn(target, folder));
      if (side !== undefined) {
        context.report({ node: source, messageId: 'sharedLayer', data: { layer, to: side } });
        return;
      }
      if (!maySeeSandbox && (target === 'src/sandbox' || target.startsWith('src/sandbox/'))) {
        context.report({ node: source, messageId: 'sandbox' });
        return;
      }
      const targetFeature = FEATURE_PATH.exec(target)?.[1];
      if (fileFeature && targetFeature && targetFeature !== fileFeature) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: fileFeature, to: targetFeature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The local plugin, registered as `boundaries` in eslint.config.js. */
export default {
  meta: { name: 'boundaries' },
  rules: { 'no-cross-feature-imports': rule },
};
