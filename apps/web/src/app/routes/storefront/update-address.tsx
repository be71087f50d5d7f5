import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { AddressForm } from '@/features/account/components/address-form.tsx';
import { useFulfilment } from '@/features/cart/use-cart.ts';
import { orderPlaced } from '@/features/checkout/use-order-placed.ts';

export default function UpdateAddressRoute() {
  const intl = useIntl();
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
      <AddressForm />
    </CenteredPage>
  );
}
