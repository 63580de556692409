/**
 * An advertiser's counterparty conditions (registration age in days, completed trades) against a
 * user (issue 14, item 8): which one fails, what it asks and what the user has, so the market
 * row, the order panel and the sandbox's refusal all name the same condition with the user's own
 * value ("needs 20 completed trades; you have 3"). Pure; the sandbox enforces it when an order
 * is placed and the page explains it before the click.
 */

/** The conditions an ad sets, each null when the advertiser asks nothing. */
export interface CounterpartyConditions {
  minRegisteredDays: number | null;
  minCompletedTrades: number | null;
}

/** What the user brings: whole days since registration and completed trades. */
export interface CounterpartyRecord {
  registeredDays: number;
  completedTrades: number;
}

/** The conditions by name, in the order they are checked. */
export const COUNTERPARTY_CONDITIONS = ['registeredDays', 'completedTrades'] as const;
export type CounterpartyCondition = (typeof COUNTERPARTY_CONDITIONS)[number];

/** A condition the user does not meet: what it requires and what the user has. */
export interface UnmetCondition {
  condition: CounterpartyCondition;
  required: number;
  actual: number;
}

/** The first condition the user does not meet, or null when the ad may be taken. */
export function unmetCondition(
  conditions: CounterpartyConditions,
  user: CounterpartyRecord,
): UnmetCondition | null {
  const { minRegisteredDays, minCompletedTrades } = conditions;
  if (minRegisteredDays !== null && user.registeredDays < minRegisteredDays) {
    return {
      condition: 'registeredDays',
      required: minRegisteredDays,
      actual: user.registeredDays,
    };
  }
  if (minCompletedTrades !== null && user.completedTrades < minCompletedTrades) {
    return {
      condition: 'completedTrades',
      required: minCompletedTrades,
      actual: user.completedTrades,
    };
  }
  return null;
}
