import type { OrderEventType } from '@/contract/orders';
import type {
  AppealActionResult,
  AppealAnswerRequest,
  AppealStanceRequest,
} from '@/contract/orders-appeal';
import type { SandboxContext } from '@/sandbox/context';
import { actOnOrder } from '@/sandbox/orders/act';
import { appealErrors } from '@/sandbox/orders/appeal-errors';
import {
  entriesOf,
  insertEntry,
  openAppealOf,
  stanceOf,
  type AppealRecord,
} from '@/sandbox/orders/appeal-records';
import { withAppeal } from '@/sandbox/orders/appeals';
import { orderErrors } from '@/sandbox/orders/errors';
import { recordEvent } from '@/sandbox/orders/store';
import { assertOwnImages } from '@/sandbox/uploads/uploads';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The other side of an appeal (issue 14, item 4). The respondent, the party who did not raise
 * the open appeal, answers it once with a statement and up to 5 evidence images of their own;
 * either party says whether they have agreed (the raiser then withdraws, or the seller
 * releases: agreeing does not end the appeal by itself) or could not agree, which asks support
 * to decide. Each step is an order event (the other party's pages refetch; they get a message).
 */

/** The respondent: one statement per appeal. */
export function answerAppeal(
  ctx: SandboxContext,
  user: UserRecord,
  request: AppealAnswerRequest,
): AppealActionResult {
  const result = actOnOrder<AppealRecord>(ctx, request.orderNo, user.id, (order, role, now) => {
    const open = openAppealOf(ctx.db, order.orderNo);
    if (!open) throw appealErrors.notOpen();
    if (open.raisedById === user.id) {
      throw orderErrors.notYourTurn(
        'Only the other party answers your appeal; write to them in the order chat.',
      );
    }
    if (entriesOf(ctx.db, open.id).some((e) => e.kind === 'statement')) {
      throw appealErrors.alreadyAnswered();
    }
    // Evidence: images the respondent uploaded (400 on `evidence.N` otherwise).
    assertOwnImages(ctx.db, user.id, request.evidence, 'evidence');
    insertEntry(ctx.db, {
      appealId: open.id,
      kind: 'statement',
      byRole: role,
      text: request.statement,
      evidence: request.evidence,
      at: now,
    });
    const notice = recordEvent(ctx, order, order.status, 'appeal_answered', role, now);
    return { changed: true, notices: [notice], extra: open };
  });
  return withAppeal(ctx, result, user.id);
}

const STANCE_EVENT: Record<AppealStanceRequest['stance'], OrderEventType> = {
  agreed: 'appeal_agreed',
  not_agreed: 'appeal_not_agreed',
};

/** Either party, while the appeal is open: their stance; the same one again changes nothing. */
export function takeAppealStance(
  ctx: SandboxContext,
  user: UserRecord,
  request: AppealStanceRequest,
): AppealActionResult {
  const result = actOnOrder<AppealRecord>(ctx, request.orderNo, user.id, (order, role, now) => {
    const open = openAppealOf(ctx.db, order.orderNo);
    if (!open) throw appealErrors.notOpen();
    if (stanceOf(entriesOf(ctx.db, open.id), role) === request.stance) {
      return { changed: false, extra: open };
    }
    insertEntry(ctx.db, {
      appealId: open.id,
      kind: request.stance,
      byRole: role,
      text: '',
      evidence: [],
      at: now,
    });
    const event = STANCE_EVENT[request.stance];
    const notice = recordEvent(ctx, order, order.status, event, role, now);
    return { changed: true, notices: [notice], extra: open };
  });
  return withAppeal(ctx, result, user.id);
}
