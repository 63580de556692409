import { createHash } from 'node:crypto';
import type { MarketIslandProps } from '@/features/market/market-types';
import { whyNot } from '@/features/market/why-not';

/**
 * What a logged-in user's market page shows, as a key (issue 16, item 1): users whose key is
 * the same get the same page but for their own values (the shell's, and the viewer in the
 * island's data), so one rendering is kept for all of them (`locals.sharedPage`). The rows
 * depend on the viewer only through "why not" per ad (own ad, identity, home fiat, caps, the
 * advertiser's conditions) and on the viewer's kind; the ads themselves through what the API
 * answered this viewer (blocked advertisers left out). Every other input of the page comes from
 * its address and headers, which the kept page's key holds already.
 */
export function marketViewKey(props: MarketIslandProps): string {
  const { viewer, now, options, query, defaultFiat, invalidAmount, ads } = props;
  const seen = {
    kind: viewer.kind,
    known: viewer.kind === 'user' ? viewer.known : null,
    why: ads?.items.map((ad) => whyNot(ad, viewer, now)) ?? null,
    options,
    query,
    defaultFiat,
    invalidAmount,
    ads,
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('base64url');
}
