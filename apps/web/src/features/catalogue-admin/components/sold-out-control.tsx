import type { SetSoldOut } from '@food/contract';
import { SOLD_OUT_END_OF_DAY, SOLD_OUT_INDEFINITELY } from '@food/contract/constants';
import { Ban, ChevronDown, RotateCcw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from '@/features/store/api/get-store.ts';
import { cn } from '@/lib/cn.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { soldOutUntilText } from '../sold-out-text.ts';

type SoldOutControlProps = {
  storeId: number;
  /** The product or option, to name the buttons for screen readers. */
  name: string;
  item: { sold_out: boolean; sold_out_until: string | null };
  busy: boolean;
  onChange: (until: SetSoldOut['until']) => void;
  /** For the badge, its end and Available again, once sold out. */
  className?: string;
};

const pill =
  'inline-flex h-11 items-center gap-1 rounded-full sm:h-8 px-3 text-xs font-bold whitespace-nowrap transition-colors disabled:opacity-60 [&_svg]:size-3.5 [&_svg]:shrink-0';

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 outline-none data-highlighted:bg-cream-100 data-highlighted:text-ink-900';

/**
 * Sold out until the end of the day or until made available again; once sold out, the badge says
 * until when and one button makes it available again.
 */
export function SoldOutControl({ storeId, name, item, busy, onChange, className }: SoldOutControlProps) {
  const intl = useIntl();
  const store = useStore(storeId);
  const locale = useFormatLocale(store.data?.locale);
  if (item.sold_out) {
    return (
      <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
        <SoldOutBadge />
        <span className="text-xs text-ink-700">
          {soldOutUntilText(
            intl,
            item.sold_out_until,
            store.data && { timezone: store.data.timezone, locale },
          )}
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={() => onChange(null)}
          className={cn(pill, 'text-herb-700 ring-1 ring-herb-700/30 hover:bg-herb-50')}
        >
          <RotateCcw aria-hidden="true" />
          <span className="sr-only">
            <FormattedMessage id="catalogue.soldOut.itemPrefix" values={{ name }} />
          </span>
          <FormattedMessage id="catalogue.soldOut.availableAgain" />
        </button>
      </div>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy}
        className={cn(pill, 'bg-white text-ink-800 ring-1 ring-ink-500/40 hover:bg-cream-200')}
      >
        <Ban aria-hidden="true" />
        <span className="sr-only">
          <FormattedMessage id="catalogue.soldOut.itemPrefix" values={{ name }} />
        </span>
        <FormattedMessage id="catalogue.soldOut.mark" />
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-raised ring-1 ring-cream-200"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={() => onChange(SOLD_OUT_END_OF_DAY)}>
            <FormattedMessage id="catalogue.soldOut.endOfDay" />
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => onChange(SOLD_OUT_INDEFINITELY)}>
            <FormattedMessage id="catalogue.soldOut.indefinitely" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** "Sold out" with an icon, so it does not rest on colour alone. */
function SoldOutBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-2.5 py-1 text-xs font-bold text-danger-700 ring-1 ring-danger-700/30">
      <Ban aria-hidden="true" className="size-3.5" />
      <FormattedMessage id="catalogue.soldOut.badge" />
    </span>
  );
}
