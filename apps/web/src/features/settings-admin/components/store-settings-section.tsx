import type { StoreSettings } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { storeSettingsQueryOptions } from '@/features/store/api/store-settings-query.ts';

type StoreSettingsSectionProps = {
  storeId: number;
  /** The heading's id, which names the section. */
  headingId: string;
  icon: LucideIcon;
  /** The catalogue keys of the heading and of the text under it. */
  titleMessage: MessageId;
  descriptionMessage: MessageId;
  /** Stands in for the form while the settings load: one field unless given. */
  skeleton?: { className: string; blocks: ReactNode };
  /** The form, given the settings as saved. */
  children: (settings: StoreSettings) => ReactNode;
};

const oneField = {
  className: 'max-w-sm space-y-2',
  blocks: (
    <>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-12 w-full" />
    </>
  ),
};

/**
 * A card of the Store setting screen that edits the store's settings: its heading and description, then
 * a skeleton while the settings load, the failure if they do not, or the form.
 */
export function StoreSettingsSection({
  storeId,
  headingId,
  icon: Icon,
  titleMessage,
  descriptionMessage,
  skeleton = oneField,
  children,
}: StoreSettingsSectionProps) {
  const intl = useIntl();
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-bold text-ink-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        <FormattedMessage id={titleMessage} />
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        <FormattedMessage id={descriptionMessage} />
      </p>
      {settings.isPending ? (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'settings.loading' })}
          className={skeleton.className}
        >
          {skeleton.blocks}
        </div>
      ) : settings.isError ? (
        <ErrorAlert
          title={failureMessage(settings.error, intl.formatMessage({ id: 'settings.failed.load' }))}
        />
      ) : (
        children(settings.data)
      )}
    </section>
  );
}
