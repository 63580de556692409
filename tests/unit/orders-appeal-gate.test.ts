import { describe, expect, it } from 'vitest';
import { appealGate, showsForm } from '@/features/orders/appeal/appeal-gate';
import { formatCountdown as formatSeconds, remainingSeconds } from '@/i18n/format-time';

/** The gate's countdown as the appeal page shows it: the time left in ms, as a timer. */
const formatCountdown = (ms: number) => formatSeconds(remainingSeconds(ms, 0));

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const MIN = 60_000;

describe('whether an appeal can be filed now', () => {
  it('is too early on a paid order until the minimum wait has passed', () => {
    const gate = appealGate(
      { status: 'paid', appealAvailableAt: NOW + 4 * MIN, appeal: null },
      NOW,
    );
    expect(gate).toEqual({ kind: 'too_early', availableAt: NOW + 4 * MIN });
    expect(showsForm(gate)).toBe(true);
  });

  it('opens exactly when the wait ends', () => {
    expect(appealGate({ status: 'paid', appealAvailableAt: NOW, appeal: null }, NOW)).toEqual({
      kind: 'open',
    });
  });

  it('opens again after a withdrawn appeal', () => {
    const gate = appealGate(
      {
        status: 'paid',
        appealAvailableAt: NOW - MIN,
        appeal: { status: 'withdrawn', raisedByMe: true },
      },
      NOW,
    );
    expect(gate.kind).toBe('open');
  });

  it('is closed before payment, during an appeal and once the order ended', () => {
    expect(
      appealGate({ status: 'pending_payment', appealAvailableAt: null, appeal: null }, NOW),
    ).toEqual({ kind: 'not_paid' });
    expect(
      appealGate(
        {
          status: 'appealing',
          appealAvailableAt: NOW,
          appeal: { status: 'open', raisedByMe: true },
        },
        NOW,
      ),
    ).toEqual({ kind: 'appealing', mine: true });
    expect(
      appealGate(
        {
          status: 'appealing',
          appealAvailableAt: NOW,
          appeal: { status: 'open', raisedByMe: false },
        },
        NOW,
      ),
    ).toEqual({ kind: 'appealing', mine: false });
    for (const status of ['completed', 'cancelled'] as const) {
      const gate = appealGate({ status, appealAvailableAt: null, appeal: null }, NOW);
      expect(gate).toEqual({ kind: 'ended' });
      expect(showsForm(gate)).toBe(false);
    }
  });
});

describe('countdown', () => {
  it('shows minutes and seconds, hours when needed, never below zero', () => {
    expect(formatCountdown(9 * MIN + 59_001)).toBe('10:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5000)).toBe('00:00');
  });
});
