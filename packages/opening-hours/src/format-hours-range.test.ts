import { describe, expect, it } from 'vitest';
import { formatHoursRange } from './format-hours-range.ts';
import type { HoursRange } from './types.ts';

describe('formatHoursRange', () => {
  it('writes "open - close"', () => {
    expect(formatHoursRange({ open_time: '11:30', close_time: '14:30' })).toBe('11:30 - 14:30');
  });

  it('drops seconds and keeps a close past midnight as is', () => {
    expect(formatHoursRange({ open_time: '18:00:00', close_time: '02:00:00' })).toBe('18:00 - 02:00');
  });

  it('accepts a whole range', () => {
    const range: HoursRange = { day_of_week: 3, open_time: '00:00', close_time: '00:00' };
    expect(formatHoursRange(range)).toBe('00:00 - 00:00');
  });

  it('refuses invalid times', () => {
    expect(() => formatHoursRange({ open_time: '25:00', close_time: '14:30' })).toThrow(RangeError);
  });
});
