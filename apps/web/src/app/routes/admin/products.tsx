import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Spec: "Product child page, body not shown". Products are managed on the list, so this leads there. */
export default function ProductRoute() {
  return <Navigate to={paths.admin.productsList.getHref()} replace />;
}
