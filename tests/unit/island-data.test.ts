// @vitest-environment happy-dom
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ISLAND_DATA_ATTRIBUTE,
  islandData,
  islandDataJson,
  islandDataNow,
  type IslandData,
} from '@/components/island-data';

/**
 * An island's data rides after its HTML (issue 16, item 4): Astro's own serializer writes only
 * its id into the island's `props` attribute, the server still renders from the value, and the
 * browser reads the value from the JSON block.
 */
const value = { ads: [{ id: 'ad-1', remark: '</script><!-- hi \u2028' }], now: 1_700_000_000_000 };

afterEach(() => document.body.replaceChildren());

describe('island data', () => {
  it('keeps the value out of the props attribute Astro writes', () => {
    const attribute = serializeProps(
      { data: islandData('market', value) },
      { displayName: 'MarketIsland', astroStaticSlot: true },
    );
    expect(attribute).toContain('"market"');
    expect(attribute).not.toContain('ad-1');
  });

  it('gives the server the value it was made with', () => {
    expect(islandDataNow(islandData('market', value))).toBe(value);
  });

  it('reads the value in the browser from the block written after the island', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.setAttribute(ISLAND_DATA_ATTRIBUTE, 'market');
    block.textContent = islandDataJson(islandData('market', value));
    document.body.append(block);
    // What the island gets in the browser: the attribute's `{ id }` only.
    const attribute = { id: 'market' } as IslandData<typeof value>;
    expect(islandDataNow(attribute)).toEqual(value);
    expect(block.textContent).not.toContain('</script>');
  });

  it('waits for the document to be parsed when the block may still be on its way', async () => {
    const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const attribute = { id: 'market' } as IslandData<typeof value>;
      const now = islandDataNow(attribute);
      expect(now).toBeInstanceOf(Promise);
      // The rest of the HTML arrives, then the parser is done.
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute(ISLAND_DATA_ATTRIBUTE, 'market');
      block.textContent = islandDataJson(islandData('market', value));
      document.body.append(block);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await expect(now).resolves.toEqual(value);
      // The same promise on every later read (React's `use` must see it on each render).
      expect(islandDataNow(attribute)).toBe(now);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      if (readyState) expect(document.readyState).not.toBe('loading');
    }
  });

  it('says which island’s data is missing', () => {
    expect(() => islandDataNow({ id: 'market' })).toThrow(
      'The data of island "market" is missing.',
    );
  });
});
