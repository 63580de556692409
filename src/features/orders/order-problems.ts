import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import { ordersEndpoints } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import { fieldCodeText, refusalText, type RefusalMessages } from '@/i18n/refusal-text';
import type { OrdersT } from '@/features/orders/messages';

/**
 * What to say when an action on the order is refused (issue 13, item 1): the message of the
 * refusal's code in the page's language (the order page is handed them with its messages), a
 * field error by its field code, the server's own `msg` only for a code the page does not know,
 * and the page's network text when there was no answer. A refusal saying the order moved on
 * (its state changed, it timed out, the step is now the other party's) is `moved`: the page
 * then reloads the order and says what it is now, instead of a Retry that cannot work.
 */
export interface OrderProblem {
  text: string;
  /** The order is no longer where the viewer saw it: reload it rather than retry. */
  moved: boolean;
}

/** What words an order problem: the page's translator, the refusal messages, the language. */
export interface OrderWords {
  t: OrdersT;
  refusals: RefusalMessages;
  locale: LocaleCode;
}

/** The actions the order page takes, by the call that carries each. */
export type OrderAction = 'paid' | 'release' | 'cancel' | 'withdraw' | 'extend';

const ACTION_CALLS = {
  paid: ordersEndpoints.c2cOrderPaid,
  release: ordersEndpoints.c2cOrderRelease,
  cancel: ordersEndpoints.c2cOrderCancel,
  withdraw: ordersAppealEndpoints.c2cOrderAppealWithdraw,
  extend: ordersEndpoints.c2cOrderExtend,
} as const;

/** Refusals that mean the order changed under the viewer: reloading it is the next step. */
const MOVED_ON: ReadonlySet<string> = new Set(['stateConflict', 'paymentTimedOut', 'notYourTurn']);

/**
 * The refusal of an action as read on its call (name and parameters), or null: what the release
 * passes on to the two-factor dialog (the tries a wrong code has left, a void code, a lock).
 */
export function actionRefusal(action: OrderAction, error: unknown) {
  return refusalOf(ACTION_CALLS[action], error);
}

export function orderProblem(action: OrderAction, error: unknown, words: OrderWords): OrderProblem {
  const { t, refusals, locale } = words;
  const refusal = refusalOf(ACTION_CALLS[action], error);
  const moved = refusal !== null && MOVED_ON.has(refusal.name);
  switch (refusal?.name) {
    // The spec's own sentences for these, already on the page.
    case 'paymentTimedOut':
      return { text: t('orders.status.cancelledTimeout'), moved };
    case 'codeInvalid':
      return { text: t('orders.error.codeInvalid'), moved };
    case 'codeChannelUnavailable':
      return { text: t('orders.error.channel'), moved };
    case 'invalid': {
      // Bad input: what the server found wrong with the field, by its code.
      const field = refusal.fieldErrors
        .map((found) => fieldCodeText(found.code, refusals))
        .find((text) => text !== null);
      if (field) return { text: field, moved };
      break;
    }
    default:
      break;
  }
  const known = refusal && refusalText(refusal, refusals, locale);
  if (known) return { text: known, moved };
  if (isApiError(error) && error.kind === 'server' && error.msg) {
    return { text: t('orders.error.action', { reason: error.msg }), moved };
  }
  return { text: t('orders.unavailable.body'), moved };
}
