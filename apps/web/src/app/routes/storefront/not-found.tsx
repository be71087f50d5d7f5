import { useIntl } from 'react-intl';
import { NotFound } from '@/components/errors/not-found.tsx';
import { paths } from '@/config/paths.ts';

export default function StorefrontNotFoundRoute() {
  const intl = useIntl();
  return (
    <NotFound homeHref={paths.home.getHref()} homeLabel={intl.formatMessage({ id: 'menu.search.back' })} />
  );
}
