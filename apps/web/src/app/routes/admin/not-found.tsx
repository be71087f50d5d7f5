import { NotFound } from '@/components/errors/not-found.tsx';
import { paths } from '@/config/paths.ts';

export default function AdminNotFoundRoute() {
  return <NotFound homeHref={paths.admin.home.getHref()} homeLabel="Back to the dashboard" />;
}
