import type { ApiClient } from '@/client/http';
import { marketEndpoints, type PaymentMethodGroup } from '@/contract/market';
import { paymentsEndpoints, type PaymentMethodForm, type UserPayment } from '@/contract/payments';
import { userEndpoints } from '@/contract/user';
import { settle } from '@/lib/settle';

/**
 * Server only: what the payment methods page needs, through the request's own API client,
 * every call silent. The user info (identity, home fiat), the saved methods and the config's
 * per-user maximum are required; without them the page offers a retry. The forms of the methods
 * the user may add (and their categories) are loaded only for a verified identity, in the home
 * fiat; if that call fails the picker loads them itself when opened.
 */
type PaymentsLoad =
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      payments: UserPayment[];
      max: number;
      identityVerified: boolean;
      fiat: string | null;
      forms: PaymentMethodForm[] | null;
      groups: PaymentMethodGroup[] | null;
    };

const silent = { errors: 'silent' } as const;

export async function loadPayments(api: ApiClient): Promise<PaymentsLoad> {
  const [info, payments, config] = await Promise.all([
    settle(api.call(userEndpoints.c2cUserInfo, {}, silent)),
    settle(api.call(paymentsEndpoints.c2cPaymentList, { query: {} }, silent)),
    settle(api.call(marketEndpoints.c2cBasicsConfig, {}, silent)),
  ]);
  if (!info || !payments || !config) return { kind: 'unavailable' };
  const fiat = info.homeFiat;
  const [forms, groups] = info.identityVerified
    ? await Promise.all([
        settle(
          api.call(
            paymentsEndpoints.c2cPaymentRequirement,
            { query: fiat ? { fiat } : {} },
            silent,
          ),
        ),
        fiat
          ? settle(api.call(marketEndpoints.c2cClassifyPaymentSingle, { query: { fiat } }, silent))
          : Promise.resolve(null),
      ])
    : [null, null];
  return {
    kind: 'ok',
    payments,
    max: config.maxPaymentMethodsPerUser,
    identityVerified: info.identityVerified,
    fiat,
    forms,
    groups,
  };
}
