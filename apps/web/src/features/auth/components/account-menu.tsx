import { ChevronDown, LayoutDashboard, LogOut, ReceiptText, ShieldCheck, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { ROLE } from '@food/contract/constants';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm max-sm:min-h-11 font-medium text-ink-800 outline-none data-highlighted:bg-cream-100 data-highlighted:text-ink-900 [&_svg]:size-4 [&_svg]:text-ink-600';

/** The logged-in user's menu in the storefront header. Loaded on demand: visitors never download it. */
export default function AccountMenu() {
  const intl = useIntl();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const name = user.customer_name || user.email;
  const signOut = async () => {
    // On the storefront, logging out must work even offline: this browser forgets the session regardless.
    await logout({ evenIfServerFails: true });
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <UserRound aria-hidden="true" />
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-raised ring-1 ring-cream-200"
      >
        <DropdownMenu.Label className="px-3 pt-2 pb-1.5 text-xs text-ink-600">
          <FormattedMessage
            id="auth.menu.signed_in_as"
            values={{
              email: user.email,
              strong: (chunks) => <span className="block truncate font-semibold text-ink-900">{chunks}</span>,
            }}
          />
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-cream-200" />
        {user.role_id === ROLE.storeAdmin ? (
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.admin.home.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              {intl.formatMessage({ id: 'auth.menu.back_office' })}
            </Link>
          </DropdownMenu.Item>
        ) : (
          <>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.orders.getHref()}>
                <ReceiptText aria-hidden="true" />
                {intl.formatMessage({ id: 'auth.menu.my_orders' })}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.account.getHref()}>
                <ShieldCheck aria-hidden="true" />
                {intl.formatMessage({ id: 'auth.menu.your_data' })}
              </Link>
            </DropdownMenu.Item>
          </>
        )}
        <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {intl.formatMessage({ id: 'auth.menu.log_out' })}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
