import { orderAppeal, type AppealEntry, type OrderAppeal } from '@/contract/orders-appeal';
import { MIN, NOW } from './order-detail';

/**
 * An appeal as the API answers it (validated by the contract): the buyer raised it on order
 * 123456789012345678 ten minutes before `NOW`, seen by the seller (so no contact details), not
 * answered, no stance yet; `patch` sets any field.
 */
export function appealFixture(patch: Partial<OrderAppeal> = {}): OrderAppeal {
  return orderAppeal.parse({
    id: 41,
    orderNo: '123456789012345678',
    raisedBy: 'buyer',
    raisedByMe: false,
    reason: 'paid_not_released',
    description: 'I paid by bank transfer',
    contactPerson: null,
    contactInfo: null,
    evidence: [],
    status: 'open',
    resolution: null,
    stances: { buyer: null, seller: null },
    answered: false,
    supportRequestedAt: null,
    timeline: [entryFixture({ id: 'e1', kind: 'raised', text: 'I paid by bank transfer' })],
    createdAt: NOW - 10 * MIN,
    closedAt: null,
    ...patch,
  });
}

/** One timeline entry (the buyer's, not the viewer's, unless `patch` says otherwise). */
export function entryFixture(patch: Partial<AppealEntry> = {}): AppealEntry {
  return {
    id: 'e',
    kind: 'raised',
    by: 'buyer',
    byMe: false,
    text: null,
    evidence: [],
    at: NOW - 10 * MIN,
    ...patch,
  };
}
