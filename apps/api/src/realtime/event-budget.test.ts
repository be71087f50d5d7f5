import { describe, expect, it } from 'vitest';
import { EVENT_BURST, EventBudget, REFUSALS_BEFORE_DISCONNECT, type Verdict } from './event-budget.ts';

function budgetWithHand() {
  let now = 1_000;
  const budget = new EventBudget(() => now);
  return {
    charge: (times = 1): Verdict[] => Array.from({ length: times }, () => budget.charge()),
    wait: (ms: number) => (now += ms),
  };
}

describe('the event budget of one connection', () => {
  it(`allows ${EVENT_BURST} at once, then one more every 100 ms`, () => {
    const { charge, wait } = budgetWithHand();
    expect(charge(EVENT_BURST)).toEqual(Array(EVENT_BURST).fill('allow'));
    expect(charge()).toEqual(['refuse']);
    wait(99);
    expect(charge()).toEqual(['refuse']);
    wait(1);
    expect(charge(2)).toEqual(['allow', 'refuse']);
    wait(1_000);
    expect(charge(11)).toEqual([...Array(10).fill('allow'), 'refuse']);
  });

  it('never refuses a client that keeps to 10 a second, however long', () => {
    const { charge, wait } = budgetWithHand();
    for (let second = 0; second < 600; second++) {
      expect(charge(10)).toEqual(Array(10).fill('allow'));
      wait(1_000);
    }
  });

  it(`closes a connection after ${REFUSALS_BEFORE_DISCONNECT} refusals, and forgives one every 3 s`, () => {
    const { charge } = budgetWithHand();
    charge(EVENT_BURST);
    expect(charge(REFUSALS_BEFORE_DISCONNECT)).toEqual(Array(REFUSALS_BEFORE_DISCONNECT).fill('refuse'));
    expect(charge(3)).toEqual(['disconnect', 'disconnect', 'disconnect']);

    const patient = budgetWithHand();
    patient.charge(EVENT_BURST + REFUSALS_BEFORE_DISCONNECT - 1);
    // One refusal left; 3 s give back one more, and 30 events meanwhile.
    patient.wait(3_000);
    expect(patient.charge(EVENT_BURST + 3)).toEqual([
      ...Array(EVENT_BURST).fill('allow'),
      'refuse',
      'refuse',
      'disconnect',
    ]);
  });

  it('closes a client that sends a little over its budget for long', () => {
    const { charge, wait } = budgetWithHand();
    const verdicts: Verdict[] = [];
    // 12 a second: 2 refused each second, 1 forgiven every 3 s.
    for (let second = 0; second < 60 && !verdicts.includes('disconnect'); second++) {
      verdicts.push(...charge(12));
      wait(1_000);
    }
    expect(verdicts).toContain('disconnect');
  });
});
