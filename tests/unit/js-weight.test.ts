import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageScripts, weighPage } from '../../scripts/lib/js-weight.mjs';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A client folder with the given `/_astro/` files (removed when the file's tests are done). */
function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'js-weight-'));
  made.push(dir);
  mkdirSync(join(dir, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), code);
  return dir;
}

describe('the JavaScript a page makes a browser run (byte budgets and the bench)', () => {
  it('counts inline scripts and module files, not data blocks (island props, JSON-LD)', () => {
    const dir = clientDir({ 'a.js': 'console.log(1)' });
    const html =
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script type="application/json" id="props">{"a":1}</script>' +
      '<script>var x=1</script><script type="module" src="/_astro/a.js"></script>';
    expect(weighPage(html, dir).raw).toBe('var x=1'.length + 'console.log(1)'.length);
  });

  it('follows static imports between chunks, not dynamic ones', () => {
    const dir = clientDir({
      'a.js': 'import"./b.js";const l=()=>import("./c.js")',
      'b.js': 'export const b=1',
      'c.js': 'export const c=1',
    });
    expect(pageScripts('<script src="/_astro/a.js"></script>', dir)).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
    ]);
  });
});
