import type { Discount, DiscountCode } from '@food/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Cell, DataTable } from '@/components/ui/data-table.tsx';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCalendarDate, isExpired, todayIn } from '../lib/dates.ts';

const CODE_LABELS = {
  DELIVERY_DISCOUNT: 'settings.discount.code.delivery',
  PICKUP_DISCOUNT: 'settings.discount.code.pickup',
} as const satisfies Record<DiscountCode, string>;

/** The current discounts: a list on a phone, a table above. */
export function DiscountTable({
  discounts,
  isLoading,
  error,
  locale,
  timeZone,
}: {
  discounts: Discount[] | undefined;
  isLoading: boolean;
  error: string | null;
  locale?: string;
  timeZone?: string;
}) {
  const intl = useIntl();
  const today = todayIn(timeZone);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const rows = [...(discounts ?? [])].sort((a, b) => a.code.localeCompare(b.code));
  const empty = intl.formatMessage({ id: 'settings.discount.empty' });
  const expires = (discount: Discount) => (
    <time dateTime={discount.expires_at.slice(0, 10)}>{formatCalendarDate(discount.expires_at, locale)}</time>
  );
  const label = intl.formatMessage({ id: 'settings.discount.current' });
  return (
    <>
      <MobileList label={label} isLoading={isLoading} error={error} empty={empty} rowCount={rows.length}>
        {rows.map((discount) => (
          <MobileListItem key={discount.id}>
            <div className="flex items-start justify-between gap-3">
              <DiscountName code={discount.code} />
              <StateBadge expired={isExpired(discount.expires_at, today)} />
            </div>
            <p className="mt-2 text-sm text-ink-700">
              <FormattedMessage
                id="settings.discount.offUntil"
                values={{
                  percent: percent.format(discount.value / 100),
                  date: formatCalendarDate(discount.expires_at, locale),
                  strong: (chunks) => (
                    <span className="font-semibold text-ink-900 tabular-nums">{chunks}</span>
                  ),
                  time: (chunks) => <time dateTime={discount.expires_at.slice(0, 10)}>{chunks}</time>,
                }}
              />
            </p>
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption={label}
          columns={[
            { label: intl.formatMessage({ id: 'settings.discount.column.discount' }) },
            { label: intl.formatMessage({ id: 'settings.discount.column.value' }) },
            { label: intl.formatMessage({ id: 'settings.discount.column.expires' }) },
            { label: intl.formatMessage({ id: 'settings.discount.column.status' }) },
          ]}
          isLoading={isLoading}
          error={error}
          empty={empty}
          rowCount={rows.length}
        >
          {rows.map((discount) => (
            <tr key={discount.id}>
              <Cell>
                <DiscountName code={discount.code} />
              </Cell>
              <Cell className="tabular-nums">{percent.format(discount.value / 100)}</Cell>
              <Cell className="whitespace-nowrap">{expires(discount)}</Cell>
              <Cell>
                <StateBadge expired={isExpired(discount.expires_at, today)} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

/** "Delivery" with its code, DELIVERY_DISCOUNT, below. */
function DiscountName({ code }: { code: DiscountCode }) {
  return (
    <span>
      <span className="block font-semibold text-ink-900">
        <FormattedMessage id={CODE_LABELS[code]} />
      </span>
      <code className="text-xs text-ink-600">{code}</code>
    </span>
  );
}

function StateBadge({ expired }: { expired: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 shrink-0 items-center rounded-full px-3 text-xs font-bold ring-1',
        expired ? 'bg-cream-200 text-ink-700 ring-ink-500/40' : 'bg-herb-50 text-herb-700 ring-herb-700/30',
      )}
    >
      <FormattedMessage id={expired ? 'settings.discount.expired' : 'settings.discount.active'} />
    </span>
  );
}
