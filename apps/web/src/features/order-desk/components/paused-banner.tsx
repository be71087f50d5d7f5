import { STORE_PAUSED_MESSAGE } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { CirclePause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { storeSettingsQueryOptions, useResumeStore } from '../api/desk.ts';

/** The store paused itself after orders went unanswered: say so, and offer to take orders again. */
export function PausedBanner({ storeId }: { storeId: number }) {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  const resume = useResumeStore(storeId);
  if (!settings.data?.paused) return null;
  return (
    <section
      aria-labelledby="store-paused-title"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3 text-danger-700">
        <CirclePause aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 id="store-paused-title" className="font-semibold">
            Your store is not taking orders
          </h2>
          <p className="text-sm text-ink-800">
            It paused itself after 3 orders in a row got no answer. Customers see “{STORE_PAUSED_MESSAGE}”
            until you resume.
          </p>
        </div>
      </div>
      <Button
        size="lg"
        disabled={resume.isPending}
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: ({ msg }) => toast({ title: msg }),
            onError: (error) =>
              toast({
                tone: 'error',
                title: failureMessage(error, 'The store could not be resumed. Please try again.'),
              }),
          })
        }
      >
        <Play aria-hidden="true" />
        {resume.isPending ? 'Resuming...' : 'Resume taking orders'}
      </Button>
    </section>
  );
}
