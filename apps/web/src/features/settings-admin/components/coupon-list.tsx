import type { Coupon } from '@food/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteCoupon, useCoupons } from '../api/coupons.ts';
import { formatCalendarDate, isExpired, todayIn } from '../lib/dates.ts';
import { CouponFormModal } from './coupon-form-modal.tsx';

type CouponState = 'active' | 'inactive' | 'ended';

const STATE_CLASSES: Record<CouponState, string> = {
  active: 'bg-green-50 text-green-800',
  inactive: 'bg-cream-100 text-ink-700',
  ended: 'bg-cream-100 text-ink-700',
};

/** Back office → Coupons: the store's codes, ended campaigns too, with their use and what they gave away. */
export function CouponList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const store = useStore(storeId).data;
  const money = useMoney(storeId);
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const list = useListView(coupons.data, (coupon) => [coupon.code]);
  const today = todayIn(store?.timezone);
  const column = (id: 'code' | 'saving' | 'valid' | 'used' | 'given' | 'state' | 'actions') =>
    intl.formatMessage({ id: `settings.coupons.column.${id}` as const });

  const stateOf = (coupon: Coupon): CouponState => {
    if (coupon.valid_until && isExpired(coupon.valid_until, today)) return 'ended';
    return coupon.active ? 'active' : 'inactive';
  };
  const saving = (coupon: Coupon) =>
    coupon.kind === 'percent'
      ? intl.formatMessage(
          { id: 'settings.coupons.saving.percent' },
          { value: intl.formatNumber(coupon.value) },
        )
      : coupon.kind === 'fixed'
        ? intl.formatMessage({ id: 'settings.coupons.saving.fixed' }, { amount: money.format(coupon.value) })
        : intl.formatMessage({ id: 'settings.coupons.kind.free_delivery' });
  const date = (value: string) => formatCalendarDate(value, store?.locale);
  const validity = (coupon: Coupon) => {
    const { valid_from: from, valid_until: until } = coupon;
    if (from && until)
      return intl.formatMessage(
        { id: 'settings.coupons.valid.between' },
        { from: date(from), until: date(until) },
      );
    if (from) return intl.formatMessage({ id: 'settings.coupons.valid.from' }, { from: date(from) });
    if (until) return intl.formatMessage({ id: 'settings.coupons.valid.until' }, { until: date(until) });
    return intl.formatMessage({ id: 'settings.coupons.valid.always' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const coupon = deleting;
    setDeleting(null);
    remove.mutate(coupon.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.coupons.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'settings.coupons.failed.delete' })),
        }),
    });
  };

  return (
    <ListCard
      title={intl.formatMessage({ id: 'settings.coupons.title' })}
      search={{
        label: intl.formatMessage({ id: 'settings.coupons.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      <DataTable
        caption={intl.formatMessage({ id: 'settings.coupons.caption' })}
        columns={[
          { label: column('code') },
          { label: column('saving') },
          { label: column('valid') },
          { label: column('used') },
          { label: column('given') },
          { label: column('state') },
          { label: column('actions'), className: 'text-right' },
        ]}
        isLoading={coupons.isPending}
        error={
          coupons.error
            ? failureMessage(coupons.error, intl.formatMessage({ id: 'settings.coupons.failed.fetch' }))
            : null
        }
        empty={intl.formatMessage({
          id: list.isSearching ? 'settings.coupons.no_matches' : 'settings.coupons.empty',
        })}
        rowCount={list.items.length}
      >
        {list.items.map((coupon) => {
          const state = stateOf(coupon);
          return (
            <tr key={coupon.id}>
              <Cell label={column('code')} className="font-mono font-semibold">
                {coupon.code}
              </Cell>
              <Cell label={column('saving')}>{saving(coupon)}</Cell>
              <Cell label={column('valid')}>{validity(coupon)}</Cell>
              <Cell label={column('used')}>
                {coupon.max_redemptions === null
                  ? intl.formatNumber(coupon.redemptions)
                  : intl.formatMessage(
                      { id: 'settings.coupons.used_of' },
                      { used: coupon.redemptions, max: coupon.max_redemptions },
                    )}
              </Cell>
              <Cell label={column('given')}>{money.format(coupon.given_away)}</Cell>
              <Cell label={column('state')}>
                <span
                  className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATE_CLASSES[state])}
                >
                  {intl.formatMessage({ id: `settings.coupons.state.${state}` as const })}
                </span>
              </Cell>
              <Cell>
                <RowActions
                  name={coupon.code}
                  onEdit={() => setEditing(coupon)}
                  onDelete={() => setDeleting(coupon)}
                />
              </Cell>
            </tr>
          );
        })}
      </DataTable>
      <CouponFormModal
        editing={editing}
        unit={money.unit}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage({ id: 'settings.coupons.delete_subject' }, { code: deleting.code })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
