import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: for "3 min ago" and countdowns that must move by themselves. */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
