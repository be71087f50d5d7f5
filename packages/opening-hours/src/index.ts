export { formatHoursRange } from './format-hours-range.ts';
export { isOpenAt, nextChange, storeStatus, todayHours } from './store-status.ts';
export { dayOfWeekIn, isValidTimeZone, startOfNextDay } from './time-zone.ts';
export type { HoursRange, StoreStatus } from './types.ts';
