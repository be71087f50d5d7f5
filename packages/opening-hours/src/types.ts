/** day_of_week 0 = Monday … 6 = Sunday; times 'HH:MM' or 'HH:MM:SS'; a close not after the open is on the next day. */
export type HoursRange = { day_of_week: number; open_time: string; close_time: string };

export type StoreStatus = {
  is_open: boolean;
  today_hours: { open_time: string; close_time: string }[];
  /** ISO-8601 UTC instant of the next opening or closing, null when there is none. */
  next_change_at: string | null;
};

/** A date ("YYYY-MM-DD", local) whose ranges replace its weekly ones; `closed` (or no ranges): shut all day. */
export type SpecialDayHours = {
  date: string;
  closed: boolean;
  ranges: { open_time: string; close_time: string }[];
  /** Why the day is special, e.g. "Christmas Eve". */
  note?: string;
};
