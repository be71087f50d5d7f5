import { describe, expect, it } from 'vitest';
import { changePercent, daysIn, presetRange, previousRange } from './date-range.ts';

describe('report ranges', () => {
  // Thursday, 12 March 2026.
  const today = '2026-03-12';

  it('reads each preset on the store calendar, weeks from Monday', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(presetRange('this_week', today)).toEqual({ from: '2026-03-09', to: today });
    expect(presetRange('last_week', today)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetRange('this_month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('starts this week on the Monday itself, and last month across a year', () => {
    expect(presetRange('this_week', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(presetRange('this_week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('compares with as many days just before', () => {
    expect(previousRange({ from: '2026-03-09', to: '2026-03-12' })).toEqual({
      from: '2026-03-05',
      to: '2026-03-08',
    });
    // Across the clocks going forward (29 March in Europe): calendar days, not hours.
    const range = { from: '2026-03-30', to: '2026-04-05' };
    expect(previousRange(range)).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(daysIn(previousRange(range))).toBe(7);
  });

  it('gives the change in percent, and none after nothing', () => {
    expect(changePercent(112, 100)).toBe(12);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(10, 0)).toBeNull();
  });
});
