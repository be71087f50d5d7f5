import { useIntl } from 'react-intl';
import { NotFound } from '@/components/errors/not-found.tsx';
import { paths } from '@/config/paths.ts';

export default function AdminNotFoundRoute() {
  const intl = useIntl();
  return (
    <NotFound
      homeHref={paths.admin.home.getHref()}
      homeLabel={intl.formatMessage({ id: 'admin.notFound.back' })}
    />
  );
}
