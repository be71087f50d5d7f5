import { fromMinor, toMinor } from '@food/money';

/** Minor units to the wire's decimal amount, keeping null. */
export const decimalOrNull = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** The wire's decimal amount to minor units, keeping null. */
export const minorOrNull = (amount: number | null) => (amount === null ? null : toMinor(amount));
