import { ReceiptText } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

export default function OrdersRoute() {
  return (
    <CenteredPage
      icon={ReceiptText}
      title="My orders"
      width="wide"
      description="Your orders and their status: waiting for the restaurant, accepted or not accepted."
      footer={<TextLink to={paths.home.getHref()}>Back to the menu</TextLink>}
    />
  );
}
