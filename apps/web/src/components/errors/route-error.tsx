import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { isAdminPath, paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';

/** After a deploy, an open tab may ask for code files that no longer exist: a reload fixes that. */
function isStaleBuild(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|importing a module script/i.test(error.message)
  );
}

function describe(error: unknown, intl: IntlShape): string {
  if (isStaleBuild(error)) return intl.formatMessage({ id: 'store.ui.route_error.stale' });
  if (isApiError(error)) return error.message;
  if (isRouteErrorResponse(error)) {
    return intl.formatMessage(
      { id: 'store.ui.route_error.status' },
      { status: String(error.status), text: error.statusText },
    );
  }
  return intl.formatMessage({ id: 'store.ui.route_error.unexpected' });
}

/** The error boundary of every route: says what happened and offers a way on, keeping the app's frame. */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  const { pathname } = useLocation();
  const inAdmin = isAdminPath(pathname);
  if (!isApiError(error) && !isRouteErrorResponse(error)) console.error(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>{intl.formatMessage({ id: 'store.ui.route_error.title' })}</title>
      <span className="mb-5 grid size-16 place-items-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
        <FormattedMessage id="store.ui.route_error.title" />
      </h1>
      <p className="mt-3 text-ink-600">{describe(error, intl)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="store.ui.route_error.reload" />
        </Button>
        <Link
          to={inAdmin ? paths.admin.home.getHref() : paths.home.getHref()}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <ArrowLeft aria-hidden="true" />
          {intl.formatMessage({ id: inAdmin ? 'store.ui.route_error.dashboard' : 'menu.search.back' })}
        </Link>
      </div>
    </div>
  );
}
