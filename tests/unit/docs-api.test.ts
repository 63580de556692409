import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { endpoints } from '@/contract/endpoints';

import {
  describeRefusals,
  describeSchema,
  formatMarkdown,
  renderApiDoc,
} from '../../scripts/lib/api-doc';

const docPath = new URL('../../docs/api.md', import.meta.url);

describe('docs/api.md', () => {
  it('is what the contract renders (run `npm run docs:api` after changing src/contract)', async () => {
    const expected = await formatMarkdown(renderApiDoc());
    const actual = await readFile(docPath, 'utf8').catch(() => '(missing)');
    expect(actual, 'docs/api.md is stale: run `npm run docs:api` and commit it').toBe(expected);
  });

  it('lists every endpoint of the contract once, with its method and path', () => {
    const doc = renderApiDoc();
    for (const [name, def] of Object.entries(endpoints)) {
      const line = `- **\`${def.method} ${def.path}\`** \`${name}\` `;
      expect(doc.split(line).length - 1, name).toBe(1);
    }
  });
});

describe('hand-written docs', () => {
  it('name only files and folders that exist (README.md, docs/*.md)', async () => {
    const root = new URL('../../', import.meta.url);
    const docs = ['README.md', 'docs/architecture.md', 'docs/sandbox.md', 'docs/testing.md'];
    for (const doc of docs) {
      const text = await readFile(new URL(doc, root), 'utf8');
      // Code spans naming a repository path; placeholders (`<area>`, `*`, `{a,b}`) are skipped.
      const paths = [...text.matchAll(/`((?:src|tests|scripts|locales|docs)\/[^`\s]*)`/g)]
        .map((match) => match[1] ?? '')
        .filter((path) => !/[<*{]/.test(path));
      for (const path of paths)
        expect(existsSync(new URL(path, root)), `${doc}: ${path}`).toBe(true);
    }
  });
});

describe('the generator', () => {
  it('pictures request and answer schemas by their fields', () => {
    const item = z.object({ id: z.string(), note: z.string().optional() });
    expect(describeSchema(item)).toBe('{ id, note? }');
    expect(describeSchema(z.array(item))).toBe('[{ id, note? }]');
    expect(describeSchema(z.null())).toBe('null');
    expect(describeSchema(z.object({ page: z.number().default(1) }))).toBe('{ page? }');
    expect(describeSchema(z.union([z.object({ a: z.string() }), z.null()]))).toBe('{ a } | null');
  });

  it('reads declared refusals generically, whatever form the contract gives them', () => {
    expect(describeRefusals(undefined)).toEqual([]);
    expect(
      describeRefusals({
        priceChanged: {
          code: 102007,
          status: 400,
          params: z.object({ price: z.string() }),
          summary: 'The price moved',
        },
        notYourTurn: { code: 102020, status: 403, params: undefined, summary: 'Not your turn' },
      }),
    ).toEqual([
      '`priceChanged` 102007 `{ price }`: The price moved',
      '`notYourTurn` 102020 (HTTP 403): Not your turn',
    ]);
    expect(describeRefusals(['a', { code: 'b' }])).toEqual(['`a`', '`b`']);
  });
});
