import { describe, expect, it } from 'vitest';
import { secondsLeft, secondsText } from './countdown.ts';

describe('secondsLeft', () => {
  const start = 1_000_000;

  it('counts whole seconds down from the start', () => {
    expect(secondsLeft(start, start, 30)).toBe(30);
    expect(secondsLeft(start, start + 999, 30)).toBe(30);
    expect(secondsLeft(start, start + 1000, 30)).toBe(29);
    expect(secondsLeft(start, start + 29_999, 30)).toBe(1);
  });

  it('ends at 0 and stays there, also after a throttled background tab wakes up late', () => {
    expect(secondsLeft(start, start + 30_000, 30)).toBe(0);
    expect(secondsLeft(start, start + 600_000, 30)).toBe(0);
  });

  it('does not count up when the clock goes back', () => {
    expect(secondsLeft(start, start - 5000, 30)).toBe(30);
  });
});

describe('secondsText', () => {
  it('says second or seconds', () => {
    expect(secondsText(1)).toBe('1 second');
    expect(secondsText(30)).toBe('30 seconds');
    expect(secondsText(0)).toBe('0 seconds');
  });
});
