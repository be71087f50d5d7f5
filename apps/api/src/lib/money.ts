import { fromMinor } from '@food/money';

/** Minor units to the wire's decimal amount, keeping null. */
export const decimalOrNull = (minor: number | null) => (minor === null ? null : fromMinor(minor));
