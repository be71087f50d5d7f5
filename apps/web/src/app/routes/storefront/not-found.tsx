import { NotFound } from '@/components/errors/not-found.tsx';
import { paths } from '@/config/paths.ts';

export default function StorefrontNotFoundRoute() {
  return <NotFound homeHref={paths.home.getHref()} homeLabel="Back to the menu" />;
}
