import { ROLE } from '@food/contract/constants';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { YourData } from '@/features/account/components/your-data.tsx';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { clearSession } from '@/features/auth/session.ts';

/** /account: the customer's data, to download or delete; after a deletion, says it is done. */
export default function AccountRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const location = useLocation();
  const [deleted, setDeleted] = useState(false);
  const title = intl.formatMessage({ id: deleted ? 'account.deleted.title' : 'account.data.title' });

  if (!deleted && user?.role_id !== ROLE.customer) return <Navigate to={loginHrefFor(location)} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{intl.formatMessage({ id: 'orders.page.document_title' }, { title })}</title>
      <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-4xl">
        {title}
      </h1>
      {deleted ? (
        <div role="status">
          <p className="mt-2 text-ink-700">{intl.formatMessage({ id: 'account.deleted.text' })}</p>
          <Link to={paths.home.getHref()} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
            {intl.formatMessage({ id: 'account.deleted.menu' })}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'account.data.intro' })}</p>
          <div className="mt-7">
            <YourData
              onDeleted={() => {
                setDeleted(true);
                // The server ended every session already: this browser forgets it, and the cart.
                clearSession({ loggedOut: true });
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
