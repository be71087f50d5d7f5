import { Spinner } from '@/components/ui/spinner.tsx';

export function CheckoutLoading() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-brand-700">
      <Spinner className="size-8" label="Loading checkout" />
    </div>
  );
}
