import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DeskConnection } from '../hooks/use-desk-feed.ts';

const BACK_ONLINE_MS = 4_000;

/**
 * Says that the desk is offline while it is (new orders cannot reach it), and briefly that it is back
 * and has read the orders again. Announced politely; the region stays mounted so that both are read.
 */
export function ConnectionBanner({ connection }: { connection: DeskConnection }) {
  const [previous, setPrevious] = useState(connection);
  // Counts the returns, so that each one restarts the timer below; 0 hides the message.
  const [backOnline, setBackOnline] = useState(0);
  if (previous !== connection) {
    setPrevious(connection);
    if (previous === 'offline' && connection === 'online') setBackOnline((count) => count + 1);
    else if (connection === 'offline') setBackOnline(0);
  }
  useEffect(() => {
    if (backOnline === 0) return;
    const timer = setTimeout(() => setBackOnline(0), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {connection === 'offline' && (
        <div className="mb-4 flex gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">
              <FormattedMessage id="desk.connection.offline_title" />
            </p>
            <p className="text-sm">
              <FormattedMessage id="desk.connection.offline_text" />
            </p>
          </div>
        </div>
      )}
      {backOnline > 0 && connection === 'online' && (
        <p className="mb-4 flex items-center gap-2 rounded-2xl border border-herb-700/25 bg-herb-50 px-4 py-3 text-sm font-semibold text-herb-700">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="desk.connection.back_online" />
        </p>
      )}
    </div>
  );
}
