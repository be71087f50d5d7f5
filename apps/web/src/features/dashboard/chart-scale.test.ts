import { describe, expect, it } from 'vitest';
import { getIntl } from '@/lib/i18n/language.ts';
import { barHeight, busiestHour, durationText, hourLabels, niceScale } from './chart-scale.ts';

describe('niceScale: the per-hour chart’s axis', () => {
  it('gives an empty or quiet day an axis of whole orders', () => {
    expect(niceScale([])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale([0, 0, 0])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale([0.4, 3])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the top up to steps of 1, 2 or 5 × 10ⁿ', () => {
    expect(niceScale([7])).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale([9, 2.5])).toEqual({ max: 10, ticks: [0, 5, 10] });
    expect(niceScale([23])).toEqual({ max: 30, ticks: [0, 10, 20, 30] });
    expect(niceScale([130])).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
  });

  it('ignores values that are not numbers', () => {
    expect(niceScale([Number.NaN, 5]).max).toBe(6);
  });

  it('keeps every top at or above the largest value', () => {
    for (let top = 1; top <= 500; top += 7) {
      const scale = niceScale([top]);
      expect(scale.max).toBeGreaterThanOrEqual(top);
      expect(scale.ticks.length).toBeLessThanOrEqual(6);
      expect(scale.ticks.at(-1)).toBe(scale.max);
    }
  });
});

describe('barHeight', () => {
  it('scales to the axis and keeps small values visible', () => {
    expect(barHeight(5, 10, 200)).toBe(100);
    expect(barHeight(10, 10, 200)).toBe(200);
    expect(barHeight(0.01, 10, 200)).toBe(2);
    expect(barHeight(0, 10, 200)).toBe(0);
    expect(barHeight(3, 0, 200)).toBe(0);
  });
});

describe('chart labels and figures', () => {
  it('labels every few hours', () => {
    const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
    expect(hourLabels(6, hourText).map((label) => label.label)).toEqual(['00:00', '06:00', '12:00', '18:00']);
    expect(hourLabels(3, hourText)).toHaveLength(8);
  });

  it('finds the busiest hour, the first of equals', () => {
    const day = Array.from({ length: 24 }, () => 0);
    expect(busiestHour(day)).toBeNull();
    day[12] = 4;
    day[19] = 4;
    day[18] = 2;
    expect(busiestHour(day)).toBe(12);
  });

  it('says answer times as people do', () => {
    const intl = getIntl();
    expect(durationText(intl, null)).toBe('—');
    expect(durationText(intl, 42)).toBe('42 s');
    expect(durationText(intl, 60)).toBe('1 min');
    expect(durationText(intl, 200)).toBe('3 min 20 s');
    expect(durationText(intl, 3900)).toBe('1 h 5 min');
    expect(durationText(intl, 7200)).toBe('2 h');
  });
});
