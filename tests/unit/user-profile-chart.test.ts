import { describe, expect, it } from 'vitest';
import type { DailyActivity } from '@/contract/market';
import { activityChart, niceTop, round2 } from '@/features/user/profile/activity-chart';

const day = (n: number, completed: number, volume = '0'): DailyActivity => ({
  day: `2025-01-${String(n).padStart(2, '0')}`,
  completed,
  volume,
});

/** At most two decimals, as the markup shows them (no `85.71428571428571`). */
const tidy = (value: number) => Number.isFinite(value) && round2(value) === value;

describe('the scale of the activity chart', () => {
  it('rounds the busiest day up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 5, 7, 10, 11, 20, 21, 99, 100, 101, 4999].map(niceTop)).toEqual([
      1, 1, 2, 5, 5, 10, 10, 20, 20, 50, 100, 100, 200, 5000,
    ]);
  });
});

describe('activityChart', () => {
  it('draws each bar in proportion to the scale, from the baseline', () => {
    const chart = activityChart([day(1, 0), day(2, 5), day(3, 10), day(4, 2)], 400, 100);
    expect(chart.top).toBe(10);
    expect(chart.bars.map((b) => b.height)).toEqual([0, 50, 100, 20]);
    expect(chart.bars.map((b) => b.y)).toEqual([100, 50, 0, 80]);
    // Four slots of 100: bars of 70 centred in them.
    expect(chart.bars.map((b) => b.x)).toEqual([15, 115, 215, 315]);
    expect(chart.bars.every((b) => b.width === 70)).toBe(true);
  });

  it('keeps days without orders at zero height and a quiet period on a scale of 1', () => {
    const chart = activityChart([day(1, 0), day(2, 0), day(3, 0)]);
    expect(chart.top).toBe(1);
    expect(chart.maxCompleted).toBe(0);
    expect(chart.totalCompleted).toBe(0);
    expect(chart.bars.map((b) => b.height)).toEqual([0, 0, 0]);
    expect(chart.bars.map((b) => b.y)).toEqual([chart.height, chart.height, chart.height]);
  });

  it('never flattens a day with orders to nothing next to a very busy day', () => {
    const chart = activityChart([day(1, 1), day(2, 1000)], 200, 100);
    expect(chart.top).toBe(1000);
    expect(chart.bars[0]?.height).toBe(2);
    expect(chart.bars[1]?.height).toBe(100);
  });

  it('has no float noise in any coordinate, whatever the number of days', () => {
    for (const count of [7, 30, 13]) {
      const days = Array.from({ length: count }, (_, i) => day((i % 28) + 1, (i * 7) % 11));
      const chart = activityChart(days);
      expect(chart.bars).toHaveLength(count);
      for (const bar of chart.bars) {
        for (const value of [bar.x, bar.y, bar.width, bar.height]) {
          expect(tidy(value), `${count} days: ${value}`).toBe(true);
        }
        expect(bar.x + bar.width).toBeLessThanOrEqual(chart.width);
        expect(bar.y + bar.height).toBeCloseTo(chart.height, 5);
      }
    }
  });

  it('adds the volumes exactly, as decimals', () => {
    const chart = activityChart([day(1, 1, '0.1'), day(2, 1, '0.2'), day(3, 0, '0.00')]);
    expect(chart.totalVolume).toBe('0.30');
    expect(chart.totalCompleted).toBe(2);
    expect(chart.bars.map((b) => b.volume)).toEqual(['0.1', '0.2', '0.00']);
  });

  it('answers an empty period without dividing by zero', () => {
    const chart = activityChart([]);
    expect(chart.bars).toEqual([]);
    expect(chart.top).toBe(1);
    expect(chart.totalVolume).toBe('0');
  });
});
