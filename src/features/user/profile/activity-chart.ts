import type { DailyActivity } from '@/contract/market';
import { addDecimal } from '@/lib/decimal';

/**
 * The geometry of the profile's activity chart: one bar per day (completed orders), drawn by the
 * server as an SVG, so it needs no script and no chart library. Pure. The scale's top is the
 * busiest day rounded up to 1, 2 or 5 × 10ⁿ, so the one number printed on the axis is round.
 * Coordinates are rounded to hundredths: the markup never carries float noise such as
 * `85.71428571428571`, and the same data always gives the same HTML (cache-friendly).
 */

/** The SVG's own coordinate space (`viewBox`); CSS scales it to the column's width. */
const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;
/** Share of a day's slot its bar fills (the rest is the gap between bars). */
const BAR_FILL = 0.7;
/** A day with orders is never drawn flatter than this, however busy the busiest day. */
const MIN_VISIBLE_HEIGHT = 2;

interface ChartBar {
  day: string;
  completed: number;
  volume: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ActivityChartModel {
  width: number;
  height: number;
  /** The value the top of the plot stands for. */
  top: number;
  bars: ChartBar[];
  /** The busiest day's completed orders (0 when there were none). */
  maxCompleted: number;
  totalCompleted: number;
  /** Sum of the days' volumes, exact (decimal strings). */
  totalVolume: string;
}

/** Rounds to hundredths, for coordinates only (never for money). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `max`; 1 when nothing happened. */
export function niceTop(max: number): number {
  if (!(max > 0)) return 1;
  let magnitude = 1;
  while (magnitude * 10 <= max) magnitude *= 10;
  const step = [1, 2, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** Bars for `days` (oldest first, every day present, as the activity call answers). */
export function activityChart(
  days: readonly DailyActivity[],
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
): ActivityChartModel {
  const maxCompleted = days.reduce((max, d) => Math.max(max, d.completed), 0);
  const top = niceTop(maxCompleted);
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = Math.max(1, round2(slot * BAR_FILL));
  const bars = days.map((d, i): ChartBar => {
    const scaled = (d.completed / top) * height;
    const barHeight =
      d.completed > 0 ? round2(Math.min(height, Math.max(MIN_VISIBLE_HEIGHT, scaled))) : 0;
    return {
      day: d.day,
      completed: d.completed,
      volume: d.volume,
      x: round2(i * slot + (slot - barWidth) / 2),
      y: round2(height - barHeight),
      width: barWidth,
      height: barHeight,
    };
  });
  return {
    width,
    height,
    top,
    bars,
    maxCompleted,
    totalCompleted: days.reduce((sum, d) => sum + d.completed, 0),
    totalVolume: days.reduce((sum, d) => addDecimal(sum, d.volume), '0'),
  };
}
