import { isDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { CONFIG_SEEDS, type ConfigKey } from '@/sandbox/db/seed-data/config';

/**
 * Typed reads of the config table. Every read goes to the table (falling back to the seed value
 * when a row is missing), so a demo can tune countdowns and limits with one UPDATE and no
 * restart; a malformed value fails loudly with the key's name rather than trading on garbage.
 */

/** Where typed reads take a setting's raw text from. */
type ConfigSource = (key: ConfigKey) => string;

function configRaw(db: Db, key: ConfigKey): string {
  const row = stmt(db, 'SELECT value FROM config WHERE key = ?').get(key);
  return row ? text(row, 'value') : CONFIG_SEEDS[key].value;
}

/**
 * The whole table as it is now, read in one query: for reads of many settings at once (the
 * P2P rules, read several times per market page), where a query per key cost a millisecond.
 */
function configSnapshot(db: Db): ConfigSource {
  const values = new Map<string, string>();
  for (const row of stmt(db, 'SELECT key, value FROM config').all()) {
    values.set(text(row, 'key'), text(row, 'value'));
  }
  return (key) => values.get(key) ?? CONFIG_SEEDS[key].value;
}

function badConfig(key: ConfigKey, expected: string, raw: string): never {
  throw new Error(`Config "${key}" should be ${expected}, got "${raw}"`);
}

function toInt(key: ConfigKey, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isSafeInteger(value)) badConfig(key, 'an integer', raw);
  return value;
}

/** Reads an integer setting (seconds, minutes, counts). */
export function configInt(db: Db, key: ConfigKey): number {
  return intOf((k) => configRaw(db, k), key);
}

function intOf(read: ConfigSource, key: ConfigKey): number {
  return toInt(key, read(key));
}

/** Reads a non-negative decimal setting (percentages), kept as a string: never a float. */
export function configDecimal(db: Db, key: ConfigKey): string {
  return decimalOf((k) => configRaw(db, k), key);
}

function decimalOf(read: ConfigSource, key: ConfigKey): string {
  const raw = read(key).trim();
  if (!isDecimal(raw) || raw.startsWith('-') || raw.startsWith('+')) {
    badConfig(key, 'a non-negative decimal', raw);
  }
  return raw;
}

/** Reads a comma-separated list of positive integers (e.g. `15,30,45,60`). */
function configIntList(read: ConfigSource, key: ConfigKey): number[] {
  const raw = read(key);
  const values = raw.split(',').map((part) => toInt(key, part.trim()));
  if (values.length === 0 || values.some((v) => v <= 0)) {
    badConfig(key, 'a comma-separated list of positive integers', raw);
  }
  return values;
}

/** Reads a UTC time of day `HH:mm`. */
function configTimeOfDay(read: ConfigSource, key: ConfigKey): string {
  const raw = read(key).trim();
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(raw)) badConfig(key, 'a time of day HH:mm', raw);
  return raw;
}

/** Reads a JSON object of code -> non-negative decimal string (e.g. per-coin caps). */
function configDecimalMap(read: ConfigSource, key: ConfigKey): Record<string, string> {
  const raw = read(key);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return badConfig(key, 'a JSON object', raw);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return badConfig(key, 'a JSON object', raw);
  }
  const result: Record<string, string> = {};
  for (const [code, value] of Object.entries(parsed)) {
    if (!isDecimal(value) || value.startsWith('-') || value.startsWith('+')) {
      badConfig(key, 'a JSON object of decimal strings', raw);
    }
    result[code] = value;
  }
  return result;
}

/**
 * The P2P rules in one typed object (architecture section 7). The market, the order engine
 * and `basics-config` all read these, so a rule changed in the table changes everywhere at once.
 * Minutes, seconds and counts are integers; percentages and quantities are decimal strings.
 */
export interface P2pConfig {
  /** Default minutes an unpaid order lives (an ad may choose another from the options). */
  paymentTimeLimitMinutes: number;
  /** Payment time limits an advertiser may choose from. */
  paymentTimeLimitOptions: number[];
  /** Minutes after payment before an appeal may be raised. */
  appealMinWaitMinutes: number;
  /** Minutes before an unpaid order's deadline when the buyer is reminded (once). */
  deadlineReminderMinutes: number;
  /** Minutes a seller may add to an unpaid order's payment deadline, once per order. */
  deadlineExtensionMinutes: number;
  /** Minutes after a user's last action or last socket close during which they show online. */
  onlineWindowMinutes: number;
  /** Days after an order ended during which its chat still takes messages. */
  chatWindowDays: number;
  /** Days after an order completed during which its parties may leave or change feedback. */
  feedbackEditDays: number;
  /** Chat messages a user may send per `chatRateLimitSeconds`, across all their orders. */
  chatRateLimitCount: number;
  chatRateLimitSeconds: number;
  /** Cancellations per day after which the user is blocked until the next reset. */
  dailyCancelCap: number;
  /** UTC time of day `HH:mm` at which the cancellation count resets. */
  cancelResetUtc: string;
  maxPendingOrdersPerUser: number;
  maxPendingOrdersPerAdvertiser: number;
  /** Percent of deviation from the market price that needs a risk confirmation. */
  priceDeviationWarnPercent: string;
  /** The floating price ratios an ad may have (percent, inclusive) and their decimals. */
  floatingRatioMin: string;
  floatingRatioMax: string;
  floatingRatioScale: number;
  /** Advertiser fee in percent. */
  adFeePercent: string;
  /** Order placer fee in percent. */
  orderFeePercent: string;
  maxPaymentMethodsPerUser: number;
  maxPaymentMethodsPerAd: number;
  /** Minutes a buyer may expect the seller to take to release. */
  releaseExpectMinutes: number;
  /** Seconds a seeded bot waits before paying or releasing. */
  botDelaySeconds: number;
  /** Coin -> cap of an ad's total quantity (decimal string). */
  coinMaxQuantity: Record<string, string>;
}

/** Reads every P2P setting at once, from one read of the table. */
export function p2pConfig(ctx: Pick<SandboxContext, 'db'>): P2pConfig {
  const read = configSnapshot(ctx.db);
  return {
    paymentTimeLimitMinutes: intOf(read, 'p2p.paymentTimeLimitMinutes'),
    paymentTimeLimitOptions: configIntList(read, 'p2p.paymentTimeLimitOptions'),
    appealMinWaitMinutes: intOf(read, 'p2p.appealMinWaitMinutes'),
    deadlineReminderMinutes: intOf(read, 'p2p.deadlineReminderMinutes'),
    deadlineExtensionMinutes: intOf(read, 'p2p.deadlineExtensionMinutes'),
    onlineWindowMinutes: intOf(read, 'p2p.onlineWindowMinutes'),
    chatWindowDays: intOf(read, 'p2p.chatWindowDays'),
    feedbackEditDays: intOf(read, 'p2p.feedbackEditDays'),
    chatRateLimitCount: intOf(read, 'p2p.chatRateLimitCount'),
    chatRateLimitSeconds: intOf(read, 'p2p.chatRateLimitSeconds'),
    dailyCancelCap: intOf(read, 'p2p.dailyCancelCap'),
    cancelResetUtc: configTimeOfDay(read, 'p2p.cancelResetUtc'),
    maxPendingOrdersPerUser: intOf(read, 'p2p.maxPendingOrdersPerUser'),
    maxPendingOrdersPerAdvertiser: intOf(read, 'p2p.maxPendingOrdersPerAdvertiser'),
    priceDeviationWarnPercent: decimalOf(read, 'p2p.priceDeviationWarnPercent'),
    floatingRatioMin: decimalOf(read, 'p2p.floatingRatioMin'),
    floatingRatioMax: decimalOf(read, 'p2p.floatingRatioMax'),
    floatingRatioScale: intOf(read, 'p2p.floatingRatioScale'),
    adFeePercent: decimalOf(read, 'p2p.adFeePercent'),
    orderFeePercent: decimalOf(read, 'p2p.orderFeePercent'),
    maxPaymentMethodsPerUser: intOf(read, 'p2p.maxPaymentMethodsPerUser'),
    maxPaymentMethodsPerAd: intOf(read, 'p2p.maxPaymentMethodsPerAd'),
    releaseExpectMinutes: intOf(read, 'p2p.releaseExpectMinutes'),
    botDelaySeconds: intOf(read, 'p2p.botDelaySeconds'),
    coinMaxQuantity: configDecimalMap(read, 'p2p.coinMaxQuantity'),
  };
}

const DAY_MS = 24 * 3600_000;

/**
 * The cancellation-count day that contains `now`: from the last reset (`cancelResetUtc`, a UTC
 * time of day) to the next one. Cancellations with `start <= cancelled_at < end` count towards
 * the daily cap, and a blocked user may place orders again at `end`. Shared by the order engine
 * (enforcing the cap) and `user/info` (showing `cancelledToday` and `orderBlockedUntil`).
 */
export function cancelWindow(now: number, cancelResetUtc: string): { start: number; end: number } {
  const [hours = 0, minutes = 0] = cancelResetUtc.split(':').map(Number);
  const offset = (hours * 60 + minutes) * 60_000;
  const start = Math.floor((now - offset) / DAY_MS) * DAY_MS + offset;
  return { start, end: start + DAY_MS };
}
