export { isOpenAt, storeStatus } from './store-status.ts';
export { startOfNextDay } from './time-zone.ts';
export {
  daySlots,
  daysBetween,
  endOfBusinessDay,
  localDateOf,
  nextOpenAt,
  slotAt,
  type StoreHours,
  type TimeSlot,
} from './day-plan.ts';
export type { HoursRange, SpecialDayHours } from './types.ts';
