export { isOpenAt, storeStatus } from './store-status.ts';
export { startOfNextDay } from './time-zone.ts';
export type { HoursRange } from './types.ts';
