import { z } from 'zod';

import { coinCode } from '@/contract/asset-codes';
import { endpoint } from '@/contract/define';
import { coinBalance } from '@/contract/wallet';

/**
 * Spot service: only the available balance is read here, to tell a user whether they can
 * cover an amount (e.g. "Your {currency} balance is less than {num}") before they try.
 */
export const spotEndpoints = {
  spotBalanceAvailable: endpoint({
    method: 'GET',
    path: '/spot/spot/balance/available',
    auth: 'user',
    query: z.object({ coin: coinCode }).strict(),
    data: coinBalance,
    summary: 'Available spot balance of one coin',
  }),
};
