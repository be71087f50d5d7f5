import { describe, expect, it } from 'vitest';
import { newOrdersText } from './announcer.ts';
import { parseSeen, withSeen } from './seen-orders.ts';

describe('seen orders', () => {
  it('reads only positive whole ids, and anything else as none', () => {
    expect(parseSeen('[3, 5, "7", -1, 2.5]')).toEqual([3, 5]);
    expect(parseSeen('{"a":1}')).toEqual([]);
    expect(parseSeen('not json')).toEqual([]);
    expect(parseSeen(null)).toEqual([]);
  });

  it('adds an id once and keeps the newest', () => {
    expect(withSeen([1, 2], 2)).toEqual([1, 2]);
    expect(withSeen([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });

  it('announces new orders in one sentence', () => {
    expect(newOrdersText([12])).toBe('New order #12 is waiting for an answer.');
    expect(newOrdersText([12, 13])).toBe('2 new orders are waiting for an answer: #12, #13.');
  });
});
