export { isOpenAt } from './store-status.ts';
export { startOfNextDay } from './time-zone.ts';
export {
  addDays,
  daySlots,
  daysBetween,
  endOfBusinessDay,
  localDateOf,
  slotAt,
  type StoreHours,
  type TimeSlot,
} from './day-plan.ts';
export type { HoursRange, SpecialDayHours } from './types.ts';
export { availability, isPausedAt, type Pause } from './availability.ts';
