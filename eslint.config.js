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
);
