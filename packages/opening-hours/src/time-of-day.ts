const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Seconds since midnight of a wall-clock time 'HH:MM' or 'HH:MM:SS'. */
export function parseTimeOfDay(value: string): number {
  const match = timeOfDay.exec(value);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${JSON.stringify(value)}`);
  const [, hours, minutes, seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** 'HH:MM' of a valid time of day, dropping any seconds. */
export function toHoursAndMinutes(value: string): string {
  parseTimeOfDay(value);
  return value.slice(0, 5);
}
