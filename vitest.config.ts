import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { zodJitlessAlias } from './scripts/lib/zod-alias.ts';

const alias = [
  zodJitlessAlias,
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { name: 'sandbox', include: ['tests/sandbox/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
