import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { AddressForm } from '@/features/account/components/address-form.tsx';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { CustomerOrGuest } from '@/features/checkout/components/customer-or-guest.tsx';
import { GuestDetailsForm } from '@/features/checkout/components/guest-details-form.tsx';
import { useFulfilment } from '@/features/cart/use-cart.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';

export default function UpdateAddressRoute() {
  return (
    <CustomerOrGuest>
      <AddressStep />
    </CustomerOrGuest>
  );
}

function AddressStep() {
  const intl = useIntl();
  const { user } = useSession();
  const { orderType } = useFulfilment();
  // Spec §4: with the order-placed flag set, the cart was ordered already: empty it, drop the flag.
  useEffect(() => {
    orderPlaced.finishIfSet();
  }, []);

  return (
    <CenteredPage
      icon={House}
      title={intl.formatMessage({ id: 'account.address.title' })}
      description={intl.formatMessage({
        id: orderType === 'pickup' ? 'account.address.intro_pickup' : 'account.address.intro_delivery',
      })}
      footer={
        <TextLink standalone to={paths.home.getHref()}>
          {intl.formatMessage({ id: 'account.address.back_to_menu' })}
        </TextLink>
      }
    >
      {user ? <AddressForm /> : <GuestDetailsForm />}
    </CenteredPage>
  );
}
