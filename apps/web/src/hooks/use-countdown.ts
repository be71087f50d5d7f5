import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '@/lib/countdown.ts';

const TICK_MS = 250;

/**
 * Counts down `totalSeconds` while `running`, then calls `onDone` once. Answers the whole seconds
 * left (`totalSeconds` before it starts). Stopping and starting again begins from the full time.
 */
export function useCountdown(
  totalSeconds: number,
  { running, onDone }: { running: boolean; onDone: () => void },
) {
  const [left, setLeft] = useState(totalSeconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    let finished = false;
    const timer = setInterval(() => {
      const next = secondsLeft(startedAt, Date.now(), totalSeconds);
      setLeft(next);
      if (next === 0 && !finished) {
        finished = true;
        clearInterval(timer);
        done.current();
      }
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      setLeft(totalSeconds);
    };
  }, [running, totalSeconds]);

  return running ? left : totalSeconds;
}
