import { useIntl } from 'react-intl';
import { Controller, type Control } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import type { SaveProduct } from '@food/contract';
import type { ProductFormValues } from '../product-form-values.ts';

/** Simple (one price) or variable (a price per variant); `onVariable` runs when variable is chosen. */
export function ProductTypeField({
  control,
  error,
  onVariable,
}: {
  control: Control<ProductFormValues, unknown, SaveProduct>;
  error: string | undefined;
  onVariable: () => void;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <ChoiceGroup
          label={intl.formatMessage({ id: 'catalogue.product.field.type' })}
          name={field.name}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            if (next === 'variable') onVariable();
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
          options={[
            {
              value: 'simple',
              label: intl.formatMessage({ id: 'catalogue.product.type.simple' }),
              description: intl.formatMessage({ id: 'catalogue.product.type.simpleDescription' }),
            },
            {
              value: 'variable',
              label: intl.formatMessage({ id: 'catalogue.product.type.variable' }),
              description: intl.formatMessage({ id: 'catalogue.product.type.variableDescription' }),
            },
          ]}
        />
      )}
    />
  );
}

/** Active (on the menu) or inactive, for a product that exists. */
export function ProductStatusField({
  control,
}: {
  control: Control<ProductFormValues, unknown, SaveProduct>;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name="isActive"
      render={({ field }) => (
        <ChoiceGroup
          label={intl.formatMessage({ id: 'catalogue.product.field.status' })}
          name={field.name}
          value={field.value ? 'active' : 'inactive'}
          onChange={(next) => field.onChange(next === 'active')}
          onBlur={field.onBlur}
          ref={field.ref}
          options={[
            {
              value: 'active',
              label: intl.formatMessage({ id: 'catalogue.product.status.active' }),
              description: intl.formatMessage({ id: 'catalogue.product.status.activeDescription' }),
            },
            {
              value: 'inactive',
              label: intl.formatMessage({ id: 'catalogue.product.status.inactive' }),
              description: intl.formatMessage({ id: 'catalogue.product.status.inactiveDescription' }),
            },
          ]}
        />
      )}
    />
  );
}
