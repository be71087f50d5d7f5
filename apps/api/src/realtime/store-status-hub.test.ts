import type { StoreStatusMessage } from '@food/contract';
import type { HoursRange } from '@food/opening-hours';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock.ts';
import { StoreStatusHub, type StoreSchedule } from './store-status-hub.ts';

/** A clock that only moves when told to, running due timers in order as it passes them. */
class FakeClock implements Clock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(private time: number) {}
  now = () => new Date(this.time);
  setTimeout = (run: () => void, ms: number) => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (timer: unknown) => {
    this.timers = this.timers.filter((t) => t !== timer);
  };
  get pending() {
    return this.timers.length;
  }
  advanceTo(iso: string) {
    const target = Date.parse(iso);
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clearTimeout(due);
      this.time = due.at;
      due.run();
    }
    this.time = target;
  }
}

/** A listener that notes when (on the fake clock) each message arrived. */
function recorder(clock: FakeClock) {
  const received: { at: string; status: StoreStatusMessage }[] = [];
  return {
    received,
    send: (message: string) => received.push({ at: clock.now().toISOString(), status: JSON.parse(message) }),
    flips: () => received.map(({ at, status }) => `${at} ${status.is_open ? 'open' : 'closed'}`),
  };
}

const everyDay = (open_time: string, close_time: string): HoursRange[] =>
  Array.from({ length: 7 }, (_, day_of_week) => ({ day_of_week, open_time, close_time }));

function hubFor(ranges: HoursRange[], clock: FakeClock) {
  const schedule: StoreSchedule = { ranges, timeZone: 'Europe/Berlin' };
  const hub = new StoreStatusHub(async (storeId) => (storeId === 9 ? schedule : null), clock);
  return { hub, schedule };
}

describe('StoreStatusHub', () => {
  it('sends the state on connect, then pushes at each opening and closing: open → closed → open', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T07:00:00Z')); // Wednesday 09:00 in Berlin
    const { hub } = hubFor([...everyDay('11:00', '14:00'), ...everyDay('17:00', '22:00')], clock);
    const listener = recorder(clock);
    expect(await hub.watch(9, listener)).toBe(true);
    expect(listener.received[0]!.status).toEqual({
      is_open: false,
      today_hours: [
        { open_time: '11:00', close_time: '14:00' },
        { open_time: '17:00', close_time: '22:00' },
      ],
      next_change_at: '2026-06-10T09:00:00.000Z',
      next_open_at: '2026-06-10T09:00:00.000Z',
      paused_until: null,
      closed_reason: null,
    });

    clock.advanceTo('2026-06-10T16:00:00Z');
    expect(listener.flips()).toEqual([
      '2026-06-10T07:00:00.000Z closed',
      '2026-06-10T09:00:00.000Z open',
      '2026-06-10T12:00:00.000Z closed',
      '2026-06-10T15:00:00.000Z open',
    ]);
  });

  it('keeps the right instants across the autumn daylight-saving weekend', async () => {
    const clock = new FakeClock(Date.parse('2026-10-24T10:00:00Z')); // Saturday 12:00 CEST
    const { hub } = hubFor(everyDay('09:00', '17:00'), clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    clock.advanceTo('2026-10-25T20:00:00Z');
    const flips = listener
      .flips()
      .filter((line, i, all) => i === 0 || line.split(' ')[1] !== all[i - 1]!.split(' ')[1]);
    expect(flips).toEqual([
      '2026-10-24T10:00:00.000Z open',
      '2026-10-24T15:00:00.000Z closed', // 17:00 CEST
      '2026-10-25T08:00:00.000Z open', // 09:00 CET, one hour later in UTC
      '2026-10-25T16:00:00.000Z closed', // 17:00 CET
    ]);
  });

  it('closes a past-midnight range on the spring-forward night at the first instant after the gap', async () => {
    const clock = new FakeClock(Date.parse('2026-03-28T12:00:00Z')); // Saturday 13:00 CET
    const { hub } = hubFor([{ day_of_week: 5, open_time: '18:00', close_time: '02:30' }], clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    clock.advanceTo('2026-03-29T12:00:00Z');
    const opened = listener.received.find(({ status }) => status.is_open)!;
    expect(opened.at).toBe('2026-03-28T17:00:00.000Z');
    const closed = listener.received.find(({ at, status }) => at > opened.at && !status.is_open)!;
    // 02:30 does not exist that night in Berlin: the store closes when the clocks jump to 03:00 CEST.
    expect(closed.at).toBe('2026-03-29T01:00:00.000Z');
  });

  it("sends today's hours anew at local midnight", async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T20:30:00Z')); // Wednesday 22:30
    const { hub } = hubFor([{ day_of_week: 3, open_time: '12:00', close_time: '13:00' }], clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    expect(listener.received.at(-1)!.status.today_hours).toEqual([]);
    clock.advanceTo('2026-06-10T22:00:01Z'); // Thursday 00:00:01
    expect(listener.received.at(-1)).toMatchObject({
      at: '2026-06-10T22:00:00.000Z',
      status: { is_open: false, today_hours: [{ open_time: '12:00', close_time: '13:00' }] },
    });
  });

  it('pushes when the hours change, and only to listeners of that store', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z'));
    const { hub, schedule } = hubFor(everyDay('11:00', '14:00'), clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    expect(listener.received.at(-1)!.status.is_open).toBe(true);
    schedule.ranges = [];
    await hub.hoursChanged(9);
    await hub.hoursChanged(10);
    expect(listener.received).toHaveLength(2);
    expect(listener.received[1]!.status).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: null,
      next_open_at: null,
      paused_until: null,
      closed_reason: null,
    });
  });

  it('tells the listeners of a store when its menu changed, so open storefronts refetch it', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z'));
    const { hub } = hubFor(everyDay('11:00', '14:00'), clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    expect(listener.received[0]!.status.menu_changed_at).toBeUndefined();
    clock.advanceTo('2026-06-10T10:05:00Z');
    hub.menuChanged(9);
    hub.menuChanged(10);
    expect(listener.received).toHaveLength(2);
    expect(listener.received[1]!.status).toMatchObject({
      is_open: true,
      menu_changed_at: '2026-06-10T10:05:00.000Z',
    });
    // A later listener starts from the same notice, and the next change moves it.
    const later = recorder(clock);
    await hub.watch(9, later);
    expect(later.received[0]!.status.menu_changed_at).toBe('2026-06-10T10:05:00.000Z');
    clock.advanceTo('2026-06-10T10:06:00Z');
    hub.menuChanged(9);
    expect(later.received.at(-1)!.status.menu_changed_at).toBe('2026-06-10T10:06:00.000Z');
  });

  it('says closed while the store is paused, whatever its hours, and open again once resumed', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z'));
    const { hub, schedule } = hubFor(everyDay('11:00', '14:00'), clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    schedule.pause = { since: clock.now(), until: null, reason: null };
    await hub.hoursChanged(9);
    expect(listener.received.at(-1)!.status).toEqual({
      is_open: false,
      today_hours: [{ open_time: '11:00', close_time: '14:00' }],
      next_change_at: null,
      next_open_at: null,
      paused: true,
      paused_until: null,
      closed_reason: null,
    });
    clock.advanceTo('2026-06-10T13:00:00Z');
    expect(listener.received).toHaveLength(2);
    schedule.pause = null;
    await hub.hoursChanged(9);
    expect(listener.received.at(-1)!.status).toEqual({
      is_open: false,
      today_hours: [{ open_time: '11:00', close_time: '14:00' }],
      next_change_at: '2026-06-11T09:00:00.000Z',
      next_open_at: '2026-06-11T09:00:00.000Z',
      paused_until: null,
      closed_reason: null,
    });
  });

  it('tells when a pause ends and why, and says open at its end by itself', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z')); // 12:00 in Berlin, open 11:00–14:00
    const { hub, schedule } = hubFor(everyDay('11:00', '14:00'), clock);
    const listener = recorder(clock);
    await hub.watch(9, listener);
    schedule.pause = {
      since: clock.now(),
      until: new Date('2026-06-10T10:30:00Z'),
      reason: 'Kitchen is full',
    };
    await hub.hoursChanged(9);
    expect(listener.received.at(-1)!.status).toEqual({
      is_open: false,
      today_hours: [{ open_time: '11:00', close_time: '14:00' }],
      next_change_at: '2026-06-10T10:30:00.000Z',
      next_open_at: '2026-06-10T10:30:00.000Z',
      paused: true,
      paused_until: '2026-06-10T10:30:00.000Z',
      closed_reason: 'Kitchen is full',
    });
    clock.advanceTo('2026-06-10T10:30:00Z');
    expect(listener.flips()).toEqual([
      '2026-06-10T10:00:00.000Z open',
      '2026-06-10T10:00:00.000Z closed',
      '2026-06-10T10:30:00.000Z open',
    ]);
  });

  it("follows a special day: closed with its note, then the next day's weekly hours", async () => {
    const clock = new FakeClock(Date.parse('2026-12-24T08:00:00Z')); // Thursday 09:00 in Berlin
    const { hub, schedule } = hubFor(everyDay('11:00', '14:00'), clock);
    schedule.specialDays = [{ date: '2026-12-24', closed: true, ranges: [], note: 'Christmas Eve' }];
    const listener = recorder(clock);
    await hub.watch(9, listener);
    expect(listener.received[0]!.status).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: '2026-12-25T10:00:00.000Z',
      next_open_at: '2026-12-25T10:00:00.000Z',
      paused_until: null,
      closed_reason: 'Christmas Eve',
    });
    clock.advanceTo('2026-12-25T10:00:00Z');
    expect(listener.received.at(-1)!.status.is_open).toBe(true);
  });

  it('refuses an unknown store and stops its timer once the last listener leaves', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z'));
    const { hub } = hubFor(everyDay('11:00', '14:00'), clock);
    expect(await hub.watch(404, recorder(clock))).toBe(false);
    const first = recorder(clock);
    const second = recorder(clock);
    await Promise.all([hub.watch(9, first), hub.watch(9, second)]);
    expect(clock.pending).toBe(1);
    hub.unwatch(9, first);
    expect(clock.pending).toBe(1);
    hub.unwatch(9, second);
    expect(clock.pending).toBe(0);
  });

  it('answers the status now without a listener, from the watched schedule when there is one', async () => {
    const clock = new FakeClock(Date.parse('2026-06-10T10:00:00Z')); // Wednesday 12:00 in Berlin
    let reads = 0;
    const schedule: StoreSchedule = { ranges: everyDay('11:00', '14:00'), timeZone: 'Europe/Berlin' };
    const hub = new StoreStatusHub(async (storeId) => {
      reads += 1;
      return storeId === 9 ? schedule : null;
    }, clock);
    expect(await hub.current(9)).toMatchObject({ is_open: true, next_change_at: '2026-06-10T12:00:00.000Z' });
    expect(await hub.current(12)).toBeNull();
    expect(reads).toBe(2);
    await hub.watch(9, recorder(clock));
    clock.advanceTo('2026-06-10T13:00:00Z');
    expect(await hub.current(9)).toMatchObject({ is_open: false, next_open_at: '2026-06-11T09:00:00.000Z' });
    expect(reads, 'the watched schedule, not another read').toBe(3);
  });
});
