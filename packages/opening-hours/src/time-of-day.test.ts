import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, toHoursAndMinutes } from './time-of-day.ts';

describe('parseTimeOfDay', () => {
  it('gives seconds since midnight', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('11:30')).toBe(41_400);
    expect(parseTimeOfDay('11:30:15')).toBe(41_415);
    expect(parseTimeOfDay('23:59:59')).toBe(86_399);
  });

  it.each(['24:00', '7:00', '12:60', '12:00:60', '12:00:0', '', 'noon', ' 12:00', '12:00 '])(
    'refuses %j',
    (value) => {
      expect(() => parseTimeOfDay(value)).toThrow(RangeError);
    },
  );
});

describe('toHoursAndMinutes', () => {
  it('drops the seconds', () => {
    expect(toHoursAndMinutes('09:05:00')).toBe('09:05');
    expect(toHoursAndMinutes('09:05')).toBe('09:05');
  });

  it('refuses an invalid time', () => {
    expect(() => toHoursAndMinutes('9:05')).toThrow(RangeError);
  });
});
