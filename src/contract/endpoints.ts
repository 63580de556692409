import { brokerEndpoints } from '@/contract/broker';
import { c2cEndpoints } from '@/contract/c2c';
import { resourceEndpoints } from '@/contract/resource';
import { sandboxEndpoints } from '@/contract/sandbox';
import { spotEndpoints } from '@/contract/spot';
import { userEndpoints } from '@/contract/user';
import { walletEndpoints } from '@/contract/wallet';

/**
 * The endpoint table: every call of spec section 7 plus the sandbox's control calls.
 * The sandbox mounts a handler for each entry; README lists them.
 */
export const endpoints = {
  ...userEndpoints,
  ...brokerEndpoints,
  ...resourceEndpoints,
  ...walletEndpoints,
  ...spotEndpoints,
  ...c2cEndpoints,
  ...sandboxEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
