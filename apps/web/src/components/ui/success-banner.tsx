import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

const SUCCESS_BANNER_MS = 2000;

/** A success message that disappears after 2 seconds (spec §9); showing another restarts the timer. */
export function useSuccessBanner() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), SUCCESS_BANNER_MS);
  }, []);
  return { message, show };
}

/** Announced politely by screen readers; the region stays mounted so that the announcement is made. */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {message && (
        <p className="mb-4 flex items-center gap-2 rounded-xl border border-herb-700/25 bg-herb-50 px-4 py-3 text-sm font-semibold text-herb-700">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
