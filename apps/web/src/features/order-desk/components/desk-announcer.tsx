import { useSyncExternalStore } from 'react';
import { deskAnnouncement } from '../announcer.ts';

/** The polite live region that tells screen readers about new orders. */
export function DeskAnnouncer() {
  const announcement = useSyncExternalStore(deskAnnouncement.subscribe, deskAnnouncement.get);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement && <span key={announcement.at}>{announcement.text}</span>}
    </div>
  );
}
