import { Play } from 'lucide-react';
import { Button, type ButtonStyle } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useResumeStore } from '../api/store-settings.ts';
import { useIntl } from 'react-intl';

/** Takes orders again, ending any pause early; a toast says how it went. */
export function ResumeStoreButton({
  storeId,
  label,
  size,
  className,
  onResumed,
}: {
  storeId: number;
  label?: string;
  size?: ButtonStyle['size'];
  className?: string;
  onResumed?: () => void;
}) {
  const intl = useIntl();
  const resume = useResumeStore(storeId);
  return (
    <Button
      size={size}
      className={className}
      disabled={resume.isPending}
      // Not mutate()'s callbacks: the control holding this button goes away as soon as the store
      // resumes, and an unmounted caller's callbacks never run; the promise still settles.
      onClick={() =>
        resume.mutateAsync().then(
          ({ msg }) => {
            toast({ title: msg });
            onResumed?.();
          },
          (error: unknown) =>
            toast({
              tone: 'error',
              title: failureMessage(error, intl.formatMessage({ id: 'settings.resume.failed' })),
            }),
        )
      }
    >
      <Play aria-hidden="true" />
      {resume.isPending
        ? intl.formatMessage({ id: 'settings.resume.busy' })
        : (label ?? intl.formatMessage({ id: 'settings.resume.label' }))}
    </Button>
  );
}
