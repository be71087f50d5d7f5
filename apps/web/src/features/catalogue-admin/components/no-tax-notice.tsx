import { ErrorAlert } from '@/components/ui/alert.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

/** A category needs a tax: with none yet, the screen says so (spec §5) and points to the tax screen. */
export function NoTaxNotice({ className }: { className?: string }) {
  return (
    <ErrorAlert title="No tax data found!" className={className}>
      Every category needs a tax rate. <TextLink to={paths.admin.tax.getHref()}>Add a tax first</TextLink>,
      then come back here.
    </ErrorAlert>
  );
}
