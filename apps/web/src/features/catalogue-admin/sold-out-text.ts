/** Until when something is sold out, in the store's own time zone and locale. */
export function soldOutUntilText(until: string | null, store?: { timezone: string; locale: string }): string {
  if (until === null) return 'Until you make it available again';
  const instant = new Date(until);
  if (Number.isNaN(instant.getTime())) return 'Until you make it available again';
  const when = new Intl.DateTimeFormat(store?.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: store?.timezone,
  }).format(instant);
  return `Until ${when}`;
}
