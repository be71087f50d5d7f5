import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { controlClasses, FieldShell } from '@/components/ui/field-shell.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  choosePostcodeText,
  ChoosePostcodeNotice,
} from '@/features/cart/components/choose-postcode-notice.tsx';
import { cn } from '@/lib/cn.ts';

type AddressField = 'line1' | 'city' | 'country';

/**
 * Where a delivery goes: street, city, the postcode chosen for the cart (read-only; without one, the
 * way to choose it), country. For an account's address form and a guest's details alike.
 */
export function DeliveryAddressFields({
  field,
  errors,
  zip,
  postcodeMissing,
}: {
  field: (name: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, { message?: string }>>;
  zip: string;
  /** Continue was pressed without a postcode: the field says so. */
  postcodeMissing: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'account.field.line1' })}
        autoComplete="address-line1"
        required
        error={errors.line1?.message}
        {...field('line1')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'account.field.city' })}
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...field('city')}
        />
        <FieldShell
          label={intl.formatMessage({ id: 'account.field.zip' })}
          hint={zip ? intl.formatMessage({ id: 'account.address.zip_hint' }) : undefined}
          error={!zip && postcodeMissing ? choosePostcodeText() : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="zip"
              value={zip}
              readOnly
              required
              className={cn(controlClasses, 'h-12 bg-cream-100 text-ink-700 hover:border-ink-500')}
            />
          )}
        </FieldShell>
      </div>
      {!zip && <ChoosePostcodeNotice />}
      <TextField
        label={intl.formatMessage({ id: 'account.field.country' })}
        autoComplete="country-name"
        required
        error={errors.country?.message}
        {...field('country')}
      />
    </>
  );
}
