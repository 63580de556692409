import type { SandboxContext } from '@/sandbox/context';
import { transaction } from '@/sandbox/db/transaction';
import {
  decideApplication,
  dueApplications,
  freshUser,
  setMerchantState,
  type ApplicationRecord,
} from '@/sandbox/merchant/store';

/**
 * The sandbox's stand-in for the compliance team: an application is decided once its review time
 * (`merchant.reviewSeconds` after applying) has come on the sandbox clock.
 *
 * Demo rule: every application is approved, except one whose full name contains "reject" (any
 * letter case), which fails with `REJECT_REASON`, so the failed state and "apply again" can be
 * shown on purpose. docs/sandbox.md and the e2e journey rely on this rule.
 */

export const REJECT_REASON =
  'The name on the application does not match the photo of your ID. Please check your details and apply again.';

/** Enough for any burst; the rest waits for the next sweep. */
const BATCH = 100;

function rejected(application: ApplicationRecord): boolean {
  return (application.form?.fullName ?? '').toLowerCase().includes('reject');
}

/**
 * Decides one due application in its own transaction (dated at its due time, like an order
 * timeout). Re-checks inside: an application withdrawn or decided meanwhile is left alone, and the
 * user's stage only moves if it still says under review.
 */
function decide(ctx: SandboxContext, application: ApplicationRecord): boolean {
  return transaction(ctx.db, () => {
    const refuse = rejected(application);
    const at = application.reviewDueAt;
    const decided = decideApplication(
      ctx.db,
      application.id,
      refuse ? 'rejected' : 'approved',
      refuse ? REJECT_REASON : null,
      at,
    );
    if (!decided) return false;
    const user = freshUser(ctx.db, application.userId);
    if (!user.isMerchant && user.merchantStage === 'under_review') {
      setMerchantState(ctx.db, user.id, refuse ? 'failed' : 'approved', false);
    }
    return true;
  });
}

/** Sweep step: decides merchant applications whose review time has come. Returns how many. */
export function sweepMerchantReviews(ctx: SandboxContext): number {
  const due = dueApplications(ctx.db, ctx.clock.now(), BATCH);
  return due.filter((application) => decide(ctx, application)).length;
}
