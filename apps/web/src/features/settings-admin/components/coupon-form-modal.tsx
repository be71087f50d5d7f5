import type { Coupon, CouponKind, SaveCoupon } from '@food/contract';
import { ORDER_TYPE, orderTypeName, type OrderTypeName } from '@food/contract/constants';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { DecimalField, type FieldUnit } from '@/components/ui/decimal-field.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSaveCoupon } from '../api/coupons.ts';

/** What the form holds: the inputs' texts, turned into the coupon on submit; the server checks the rules. */
type CouponFormValues = {
  code: string;
  kind: CouponKind;
  value: string;
  min_subtotal: string;
  valid_from: string;
  valid_until: string;
  max_redemptions: string;
  max_per_customer: string;
  first_order_only: boolean;
  /** '': any order type. */
  order_type: '' | OrderTypeName;
  active: boolean;
};

const SERVER_FIELDS = [
  'code',
  'kind',
  'value',
  'min_subtotal',
  'valid_from',
  'valid_until',
  'max_redemptions',
  'max_per_customer',
  'order_type',
] as const;

const amount = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));
const limit = (text: string) => (text.trim() === '' ? null : Number(text));

function toSaveCoupon(values: CouponFormValues): SaveCoupon {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'free_delivery' ? 0 : amount(values.value),
    min_subtotal: amount(values.min_subtotal),
    valid_from: values.valid_from || null,
    valid_until: values.valid_until || null,
    max_redemptions: limit(values.max_redemptions),
    max_per_customer: limit(values.max_per_customer),
    first_order_only: values.first_order_only,
    order_type: values.order_type === '' ? null : ORDER_TYPE[values.order_type],
    active: values.active,
  };
}

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

type CouponFormModalProps = {
  /** The coupon being edited, `'new'` to add one, null when closed. */
  editing: Coupon | 'new' | null;
  /** The store's currency symbol, before or after the amount as its locale writes it. */
  unit: FieldUnit;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function CouponFormModal({ editing, onClose, ...props }: CouponFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'settings.coupons.modal.add' }),
        edit: intl.formatMessage({ id: 'settings.coupons.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'settings.coupons.modal.description' })}
    >
      {(item) => <CouponForm coupon={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function CouponForm({
  coupon,
  unit,
  onClose,
  onSaved,
}: Omit<CouponFormModalProps, 'editing'> & { coupon: Coupon | null }) {
  const intl = useIntl();
  const save = useSaveCoupon();
  const { register, control, handleSubmit, setError, formState } = useForm<CouponFormValues>({
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      value: coupon && coupon.kind !== 'free_delivery' ? String(coupon.value) : '',
      min_subtotal: coupon?.min_subtotal ? String(coupon.min_subtotal) : '',
      valid_from: coupon?.valid_from ?? '',
      valid_until: coupon?.valid_until ?? '',
      max_redemptions: textOf(coupon?.max_redemptions),
      max_per_customer: textOf(coupon?.max_per_customer),
      first_order_only: coupon?.first_order_only ?? false,
      order_type: coupon?.order_type ? orderTypeName(coupon.order_type) : '',
      active: coupon?.active ?? true,
    },
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: coupon?.id, coupon: toSaveCoupon(values) },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({
              id: coupon ? 'settings.coupons.saved.updated' : 'settings.coupons.saved.added',
            }),
          );
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'settings.coupons.failed.save' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'settings.coupons.field.code' })}
        hint={intl.formatMessage({ id: 'settings.coupons.field.code_hint' })}
        required
        autoComplete="off"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <ChoiceGroup
            label={intl.formatMessage({ id: 'settings.coupons.field.kind' })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.kind?.message}
            options={(['percent', 'fixed', 'free_delivery'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: `settings.coupons.kind.${value}` }),
            }))}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {kind !== 'free_delivery' && (
          <Controller
            control={control}
            name="value"
            render={({ field }) => (
              <DecimalField
                label={intl.formatMessage({ id: 'settings.coupons.field.value' })}
                required
                {...(kind === 'percent'
                  ? { suffix: intl.formatMessage({ id: 'catalogue.tax.field.percentSign' }) }
                  : unit)}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errors.value?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="min_subtotal"
          render={({ field }) => (
            <DecimalField
              label={intl.formatMessage({ id: 'settings.coupons.field.min_subtotal' })}
              hint={intl.formatMessage({ id: 'settings.coupons.field.optional' })}
              {...unit}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errors.min_subtotal?.message}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'settings.coupons.field.valid_from' })}
          hint={intl.formatMessage({ id: 'settings.coupons.field.optional' })}
          error={errors.valid_from?.message}
          {...register('valid_from')}
        />
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'settings.coupons.field.valid_until' })}
          hint={intl.formatMessage({ id: 'settings.coupons.field.optional' })}
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
        <TextField
          inputMode="numeric"
          autoComplete="off"
          label={intl.formatMessage({ id: 'settings.coupons.field.max_redemptions' })}
          hint={intl.formatMessage({ id: 'settings.coupons.field.no_limit' })}
          error={errors.max_redemptions?.message}
          {...register('max_redemptions')}
        />
        <TextField
          inputMode="numeric"
          autoComplete="off"
          label={intl.formatMessage({ id: 'settings.coupons.field.max_per_customer' })}
          hint={intl.formatMessage({ id: 'settings.coupons.field.no_limit' })}
          error={errors.max_per_customer?.message}
          {...register('max_per_customer')}
        />
      </div>
      <SelectField
        label={intl.formatMessage({ id: 'settings.coupons.field.order_type' })}
        options={[
          { value: '', label: intl.formatMessage({ id: 'settings.coupons.order_type.any' }) },
          { value: 'pickup', label: intl.formatMessage({ id: 'settings.coupons.order_type.pickup' }) },
          { value: 'delivery', label: intl.formatMessage({ id: 'settings.coupons.order_type.delivery' }) },
        ]}
        error={errors.order_type?.message}
        {...register('order_type')}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'settings.coupons.field.first_order_only' })}
        {...register('first_order_only')}
      />
      <Checkbox label={intl.formatMessage({ id: 'settings.coupons.field.active' })} {...register('active')} />
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'catalogue.action.cancel' })}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage({ id: save.isPending ? 'catalogue.busy.saving' : 'catalogue.action.save' })}
        </Button>
      </ModalActions>
    </form>
  );
}
