import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries from './eslint-rules/no-cross-feature-imports.js';

/**
 * Flat config (ESLint 10). Type-aware rules are left out on purpose: `astro check` already
 * type-checks, and a typed lint run would double the time of `npm run lint` for little gain.
 */
export default defineConfig(
  globalIgnores([
    'dist/',
    '.astro/',
    'node_modules/',
    '.data/',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  { files: ['**/*.{tsx,jsx}'], extends: [jsxA11y.configs.recommended] },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { boundaries },
    rules: {
      // Features stay independent and only the sandbox/server/tests see sandbox code
      // (architecture section 3); see eslint-rules/no-cross-feature-imports.js.
      'boundaries/no-cross-feature-imports': ['error', { root: import.meta.dirname }],
      // `import { type X }` keeps `import 'module'` under verbatimModuleSyntax, which drags a
      // contract module (and zod) into pages that only needed its type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Issue 15, item 1: code loaded on demand goes through the chunk loader (120 s timeout, the
    // chunk-error event, a failure forgotten so Retry imports again), so no part can fail in
    // silence. Exceptions: the server (it reads its own build, no user waits on a chunk); the
    // shell's custom elements (shell/elements, the transfer element), which ship on every page,
    // pages without islands too, where the loader would cost more than their whole budget
    // allows; they keep their failures in a few lines of their own. ProfileParts.astro hands
    // its loaders to defineProfileElement, which wraps each in chunk().
    files: ['src/**/*.{ts,tsx,js,mjs,astro}'],
    ignores: [
      'src/server/**',
      'src/shell/elements/**',
      'src/features/wallet/transfer-element.ts',
      'src/islands/ProfileParts.astro',
      'src/islands/ProfileParts.astro/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression:not(CallExpression[callee.name='chunk'] ImportExpression)",
          message:
            "Load code on demand through chunk('name', () => import(...)) from @/lib/load-chunk, and show its failure (ChunkNote / Chunk).",
        },
      ],
    },
  },
);
