import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

/** A category needs a tax: with none yet, the screen says so (spec §5) and points to the tax screen. */
export function NoTaxNotice({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <ErrorAlert title={intl.formatMessage({ id: 'catalogue.tax.none.title' })} className={className}>
      <FormattedMessage
        id="catalogue.tax.none.text"
        values={{ link: (chunks) => <TextLink to={paths.admin.tax.getHref()}>{chunks}</TextLink> }}
      />
    </ErrorAlert>
  );
}
