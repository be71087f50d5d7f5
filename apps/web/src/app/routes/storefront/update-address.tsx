import { House } from 'lucide-react';
import { useEffect } from 'react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { AddressForm } from '@/features/account/components/address-form.tsx';
import { useFulfilment } from '@/features/cart/use-cart.ts';
import { orderPlaced } from '@/features/checkout/use-order-placed.ts';

export default function UpdateAddressRoute() {
  const { orderType } = useFulfilment();
  // Spec §4: with the order-placed flag set, the cart was ordered already: empty it, drop the flag.
  useEffect(() => {
    orderPlaced.finishIfSet();
  }, []);

  return (
    <CenteredPage
      icon={House}
      title="Update Your Info"
      description={
        orderType === 'pickup'
          ? 'Check your name and phone number, so the restaurant knows who the order is for and how to reach you.'
          : 'Check your name, address and phone number, so the restaurant knows who the order is for and how to reach you.'
      }
      footer={
        <TextLink standalone to={paths.home.getHref()}>
          Back to the menu
        </TextLink>
      }
    >
      <AddressForm />
    </CenteredPage>
  );
}
