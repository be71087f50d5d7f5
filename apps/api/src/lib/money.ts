import { fromMinor } from '@food/money';

/** Basis points (1900) to the wire's percentage (19). */
export const percentFromBasisPoints = (basisPoints: number) => basisPoints / 100;

/** Minor units to the wire's decimal amount, keeping null. */
export const decimalOrNull = (minor: number | null) => (minor === null ? null : fromMinor(minor));
