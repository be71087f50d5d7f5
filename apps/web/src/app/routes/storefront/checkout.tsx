import { Banknote, ShoppingBag } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

export default function CheckoutRoute() {
  return (
    <CenteredPage
      icon={ShoppingBag}
      title="Checkout"
      width="wide"
      description="Review your order, then place it. You pay in cash when you collect it or when it arrives."
      footer={<TextLink to={paths.home.getHref()}>Back to the menu</TextLink>}
    >
      <div className="flex items-center gap-3 rounded-2xl bg-cream-100 p-4 text-sm text-ink-700">
        <Banknote aria-hidden="true" className="size-5 shrink-0 text-herb-700" />
        Payment method: cash
      </div>
    </CenteredPage>
  );
}
