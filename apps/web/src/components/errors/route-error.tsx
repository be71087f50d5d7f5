import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
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

function describe(error: unknown): string {
  if (isStaleBuild(error)) return 'A new version of this site is available. Reload the page to continue.';
  if (isApiError(error)) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'An unexpected error stopped this page from showing. Please try again.';
}

/** The error boundary of every route: says what happened and offers a way on, keeping the app's frame. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const inAdmin = isAdminPath(pathname);
  if (!isApiError(error) && !isRouteErrorResponse(error)) console.error(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>Something went wrong</title>
      <span className="mb-5 grid size-16 place-items-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-ink-600">{describe(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload page
        </Button>
        <Link
          to={inAdmin ? paths.admin.home.getHref() : paths.home.getHref()}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <ArrowLeft aria-hidden="true" />
          {inAdmin ? 'Back to the dashboard' : 'Back to the menu'}
        </Link>
      </div>
    </div>
  );
}
