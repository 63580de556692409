import { APPEAL_REFUSALS as R } from '@/contract/orders-appeal';
import { invalidFields, refuse } from '@/sandbox/errors';
import type { OrderRole } from '@/contract/entities';

/**
 * The refusals of the appeal answers (issue 14, item 4), each built from its contract entry;
 * the English sentence is the fallback of `msg`, which is worded in the request's language.
 */
export const appealErrors = {
  alreadyAnswered: () => refuse(R.appealAlreadyAnswered, 'You have already answered this appeal.'),
  notOpen: () =>
    refuse(
      R.appealNotOpen,
      'This order has no appeal in progress: it was withdrawn or resolved meanwhile.',
    ),
  /** A reason the raiser's side cannot give (`rules/appeal-reasons.ts`): 400 on `reason`. */
  reasonNotForRole: (role: OrderRole) =>
    invalidFields([
      {
        path: 'reason',
        code: 'not_allowed',
        message: `This reason is not one a ${role} can give`,
      },
    ]),
};
