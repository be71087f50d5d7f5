import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The frame of every back-office page: document title, heading, one line on what the page is for. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-6xl">
      <title>{intl.formatMessage({ id: 'admin.documentTitle' }, { title })}</title>
      <div className="mb-6">
        <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-ink-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
