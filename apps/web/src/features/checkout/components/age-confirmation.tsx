import type { AgeLimit } from '@food/contract/constants';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import type { Cart } from '@/features/cart/cart.ts';
import { isApiError } from '@/lib/api-client.ts';

/** The highest age limit of the cart's lines; null: none applies. */
const highestAgeLimit = (cart: Cart): AgeLimit | null =>
  cart.reduce<AgeLimit | null>(
    (highest, line) => (line.age_limit && line.age_limit > (highest ?? 0) ? line.age_limit : highest),
    null,
  );

/**
 * The cart's highest age limit and whether the customer confirmed it. A refusal for want of it (a cart
 * kept from before the menu had its age limits) asks for the stricter one.
 */
export function useAgeConfirmation(cart: Cart, placing: Error | null) {
  const [confirmed, setConfirmed] = useState(false);
  const refused = isApiError(placing) && 'age_confirmed' in placing.fields;
  const age: AgeLimit | null = highestAgeLimit(cart) ?? (refused ? 18 : null);
  return { age, confirmed: age !== null && confirmed, setConfirmed, missing: age !== null && !confirmed };
}

/** Why Place Order is off until the age is confirmed. */
export const confirmAgeText = (intl: IntlShape) => intl.formatMessage({ id: 'checkout.blocker.confirm_age' });

/** "I am 18 or older", for a cart with an age limit; ID is checked at handover. */
export function AgeConfirmation({
  age,
  confirmed,
  onChange,
}: {
  age: AgeLimit;
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="age-confirmation-title" className="rounded-xl bg-saffron-200/50 p-3.5">
      <h2 id="age-confirmation-title" className="flex items-center gap-2 text-sm font-bold text-ink-900">
        <IdCard aria-hidden="true" className="size-4 shrink-0" />
        {intl.formatMessage({ id: 'checkout.age.title' }, { age })}
      </h2>
      <p className="mt-1 mb-3 text-sm text-ink-800">
        {intl.formatMessage({ id: 'checkout.age.text' }, { age })}
      </p>
      <Checkbox
        label={intl.formatMessage({ id: 'checkout.age.confirm' }, { age })}
        checked={confirmed}
        onChange={(event) => onChange(event.target.checked)}
      />
    </section>
  );
}
