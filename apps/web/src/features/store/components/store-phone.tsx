import type { MessageId } from '@food/i18n';
import { FormattedMessage } from 'react-intl';
import { telHref } from '../phone.ts';

/**
 * The restaurant's phone number as a `tel:` link inside a sentence ("Questions? Call 030 …"); nothing
 * when the store gives none.
 */
export function StorePhone({
  phone,
  message = 'store.call_us',
  className,
}: {
  phone: string | null | undefined;
  message?: Extract<MessageId, 'store.call_us' | 'store.footer.phone'>;
  className?: string;
}) {
  if (!phone) return null;
  return (
    <p className={className}>
      <FormattedMessage
        id={message}
        values={{
          phone,
          link: (chunks) => (
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline underline-offset-2">
              {chunks}
            </a>
          ),
        }}
      />
    </p>
  );
}
