import type { PaymentMethod } from '@food/contract';
import { Banknote, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

/**
 * How the customer pays (spec §2, issue 4/8): the store's methods as radio cards, online first. A
 * store offering only cash shows that one card, checked, and says it is the only method.
 */
export function PaymentMethods({
  offered,
  chosen,
  onChoose,
  delivery,
}: {
  offered: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  delivery: boolean;
}) {
  const intl = useIntl();
  const choice = offered.length > 1;
  const cashDetail = intl.formatMessage({
    id: delivery ? 'checkout.payment.cash_delivery' : 'checkout.payment.cash_pickup',
  });
  return (
    <fieldset>
      <legend className="font-display text-xl font-bold text-ink-900">
        {intl.formatMessage({ id: 'checkout.payment.title' })}
      </legend>
      <div className="mt-4 space-y-3">
        {offered.map((method) => (
          <MethodCard
            key={method}
            method={method}
            checked={method === chosen}
            onChoose={onChoose}
            icon={
              method === 'online' ? (
                <WalletCards aria-hidden="true" className="size-6" />
              ) : (
                <Banknote aria-hidden="true" className="size-6" />
              )
            }
            title={intl.formatMessage({
              id:
                method === 'online'
                  ? 'checkout.payment.online'
                  : !choice
                    ? 'checkout.payment.cash'
                    : delivery
                      ? 'checkout.payment.cash_on_delivery'
                      : 'checkout.payment.cash_on_pickup',
            })}
            detail={
              method === 'online' ? intl.formatMessage({ id: 'checkout.payment.online_detail' }) : cashDetail
            }
          />
        ))}
      </div>
      {(!choice || chosen === 'online') && (
        <p className="mt-2.5 text-sm text-ink-600">
          {intl.formatMessage({ id: choice ? 'checkout.payment.online_hint' : 'checkout.payment.cash_only' })}
        </p>
      )}
    </fieldset>
  );
}

function MethodCard({
  method,
  checked,
  onChoose,
  icon,
  title,
  detail,
}: {
  method: PaymentMethod;
  checked: boolean;
  onChoose: (method: PaymentMethod) => void;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-4 rounded-2xl border p-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)',
        checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-cream-300 bg-white',
      )}
    >
      <input
        type="radio"
        name="payment_method"
        value={method}
        checked={checked}
        onChange={() => onChoose(method)}
        className="size-6 shrink-0 accent-brand-600"
      />
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-herb-700 shadow-sm">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink-900">{title}</span>
        <span className="block text-sm text-ink-600">{detail}</span>
      </span>
    </label>
  );
}
