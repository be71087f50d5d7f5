import { STORE_PAUSED_MESSAGE } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { CirclePause } from 'lucide-react';
import { storeSettingsQueryOptions } from '@/features/store/api/store-settings-query.ts';
import { ResumeStoreButton } from './resume-store-button.tsx';
import { FormattedMessage } from 'react-intl';

/**
 * On the order desk: the store paused itself after orders went unanswered (the only pause without an
 * end); say so, and offer to resume. A pause the staff chose shows in the header only.
 */
export function PausedBanner({ storeId }: { storeId: number }) {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  if (!settings.data?.paused || settings.data.paused_until !== null) return null;
  return (
    <section
      aria-labelledby="store-paused-title"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3 text-danger-700">
        <CirclePause aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 id="store-paused-title" className="font-semibold">
            <FormattedMessage id="settings.banner.title" />
          </h2>
          <p className="text-sm text-ink-800">
            <FormattedMessage id="settings.banner.text" values={{ message: STORE_PAUSED_MESSAGE }} />
          </p>
        </div>
      </div>
      <ResumeStoreButton storeId={storeId} size="lg" />
    </section>
  );
}
