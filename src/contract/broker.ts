import { z } from 'zod';
import { endpoint } from '@/contract/define';

/**
 * Broker (agent) programme. The status decides the agents landing page: existing agents go to
 * their dashboard, everyone else to the application page.
 */
export const BROKER_STATUS = {
  none: 0,
  /** An existing agent. */
  agent: 1,
  underReview: 2,
  rejected: 3,
} as const;

export const brokerEndpoints = {
  brokerApplyStatus: endpoint({
    method: 'GET',
    path: '/broker/v3/broker/apply/status',
    auth: 'user',
    // Spec section 8: the menu asks quietly; a failure just means "not an agent".
    errors: 'silent',
    data: z.object({ status: z.number().int().min(0).max(3) }),
    summary: 'The user’s agent status: 0 none, 1 existing agent, 2 under review, 3 rejected.',
  }),
} as const;
