import type { AdAction, AdActionRequest, MyAd } from '@/contract/ads';
import type { AdStatus } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { adErrors } from '@/sandbox/ads/errors';
import { assertCovers, assertMayPost } from '@/sandbox/ads/rules';
import { assertEditable } from '@/sandbox/ads/post';
import { findOwnAd, openOrderCounts, toMyAd } from '@/sandbox/ads/owned';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Delist, relist and delete (`POST /c2c/v3/ad/action`). Delisting hides the ad from the market
 * and leaves its running orders alone; relisting checks again that the user may post and, for a
 * sell ad, that the balance covers what remains; deleting waits until no order is in progress.
 *
 * Asking for the status the ad already has (a double click, or the same action from another
 * tab) changes nothing and answers the ad as it is, whatever version was sent: nothing would be
 * undone. A real change must name the current version, like an edit.
 */

const TARGET: Record<AdAction, AdStatus> = {
  delist: 'delisted',
  relist: 'listed',
  delete: 'deleted',
};

export function actOnAd(ctx: SandboxContext, user: UserRecord, request: AdActionRequest): MyAd {
  return transaction(ctx.db, () => {
    const owned = findOwnAd(ctx.db, user.id, request.id);
    if (!owned) throw adErrors.adNotFound();
    const { ad } = owned;
    if (ad.status === TARGET[request.action]) return toMyAd(ctx.db, owned);
    // Deleted and restricted ads refuse every change, so what is left is listed or delisted:
    // exactly where each action starts from.
    assertEditable(owned, request.version);
    if (request.action === 'relist') {
      assertMayPost(user);
      if (ad.type === 'sell') assertCovers(ctx.db, user.id, ad.coin, ad.remaining);
    }
    if (request.action === 'delete') {
      const open = openOrderCounts(ctx.db, [ad.id]).get(ad.id) ?? 0;
      if (open > 0) throw adErrors.hasOpenOrders(open);
    }
    stmt(
      ctx.db,
      'UPDATE ads SET status = ?, updated_at = ?, version = version + 1 WHERE id = ? AND version = ?',
    ).run(TARGET[request.action], ctx.clock.now(), ad.id, owned.version);
    const changed = findOwnAd(ctx.db, user.id, ad.id);
    if (!changed) throw new Error(`Ad ${ad.id} vanished after ${request.action}`);
    return toMyAd(ctx.db, changed);
  });
}
