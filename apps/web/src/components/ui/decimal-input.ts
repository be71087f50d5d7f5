/**
 * What a numeric input keeps of what was typed (spec §5): digits and one decimal point, at most
 * `decimals` digits after it. A comma counts as the decimal point, as many keyboards type one.
 */
export function sanitizeDecimal(raw: string, decimals = 2): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned.slice(point + 1).replace(/\./g, '');
  if (decimals === 0) return whole;
  return `${whole}.${fraction.slice(0, decimals)}`;
}

/** The number a sanitized input stands for, or undefined while it is empty or just ".". */
export function parseDecimal(value: string): number | undefined {
  if (value === '' || value === '.') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
