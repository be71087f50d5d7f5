import { useQueryClient } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { checkCoupon, couponCheckKey, type CouponState } from '../api/check-coupon.ts';
import { couponCode } from '../coupon-code.ts';
import type { Fulfilment } from '../order-type.ts';

type CouponFieldProps = {
  coupon: CouponState;
  fulfilment: Fulfilment;
  subtotalMinor: number;
};

/**
 * "Add a code": the customer types a code, the server says what it saves or why not; a code that
 * applies stays with the cart (one per order) until it is removed. A code that stopped applying (the
 * cart changed) says why and takes nothing off.
 */
export function CouponField({ coupon, fulfilment, subtotalMinor }: CouponFieldProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (coupon.state !== 'none') {
    return (
      <div className="flex items-start justify-between gap-3 rounded-xl border border-cream-300 px-4 py-2.5 text-sm">
        <p className="min-w-0 pt-2.5">
          <TicketPercent aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-herb-700" />
          <FormattedMessage
            id={coupon.state === 'invalid' ? 'cart.coupon.not_applied' : 'cart.coupon.applied'}
            values={{ code: coupon.code, strong: (chunks) => <strong>{chunks}</strong> }}
          />
          {coupon.state === 'invalid' && (
            <span role="alert" className="mt-0.5 block font-semibold text-danger-700">
              {coupon.detail}
            </span>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          onClick={() => couponCode.set(null)}
          aria-label={intl.formatMessage({ id: 'cart.coupon.remove_label' }, { code: coupon.code })}
        >
          <FormattedMessage id="cart.coupon.remove" />
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setOpen(true)}>
        <TicketPercent aria-hidden="true" />
        <FormattedMessage id="cart.coupon.add" />
      </Button>
    );
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code) {
      setRefusal(intl.formatMessage({ id: 'cart.coupon.empty' }));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await checkCoupon({ code, fulfilment, subtotalMinor });
      if (answer.valid) {
        queryClient.setQueryData(couponCheckKey({ code: answer.code, fulfilment, subtotalMinor }), answer);
        couponCode.set(answer.code);
        setDraft('');
        setOpen(false);
      } else {
        setRefusal(answer.detail);
      }
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : intl.formatMessage({ id: 'cart.coupon.failed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void apply(event)} className="flex items-start gap-2" noValidate>
      <TextField
        className="min-w-0 flex-1"
        label={intl.formatMessage({ id: 'cart.coupon.label' })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        autoFocus
        maxLength={100}
        error={refusal ?? undefined}
      />
      <Button type="submit" variant="secondary" className="mt-7 h-12" disabled={busy}>
        <FormattedMessage id="cart.coupon.apply" />
      </Button>
    </form>
  );
}
