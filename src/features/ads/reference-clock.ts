import { formatClockTime } from '@/i18n/format-time';
import { browserTimeZone } from '@/i18n/time-zone';

/**
 * "14:05:09" of a reference price's update in the browser's zone. Its own module, loaded by
 * `PriceSection` once the island runs, so the clock formatter stays off the ad form's first load
 * and the zone module is not pulled in whole by a namespace import.
 */
export function referenceClock(at: number): string {
  return formatClockTime(at, browserTimeZone());
}
