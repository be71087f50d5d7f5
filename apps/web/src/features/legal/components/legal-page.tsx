import type { StoreLegal } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STORE_ID } from '@/config/store.ts';
import { storeLegalQueryOptions } from '@/features/store/api/get-store-legal.ts';
import { useStore } from '@/features/store/api/get-store.ts';

/** The frame of a legal page: its title, then the store's legal details once they are read. */
export function LegalPage({
  titleMessage,
  children,
}: {
  titleMessage: MessageId;
  children: (legal: StoreLegal) => ReactNode;
}) {
  const intl = useIntl();
  const legal = useQuery(storeLegalQueryOptions(STORE_ID));
  const store = useStore(STORE_ID);
  const title = intl.formatMessage({ id: titleMessage });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>
        {store.data
          ? intl.formatMessage({ id: 'legal.document_title' }, { title, store: store.data.name })
          : title}
      </title>
      <h1 className="font-display text-3xl font-bold text-ink-900">
        <FormattedMessage id={titleMessage} />
      </h1>
      <div className="mt-6">
        {legal.isPending ? (
          <div
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'legal.loading' })}
            className="space-y-3"
          >
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : legal.isError ? (
          <ErrorAlert title={intl.formatMessage({ id: 'legal.failed' })} />
        ) : (
          children(legal.data)
        )}
      </div>
    </article>
  );
}
