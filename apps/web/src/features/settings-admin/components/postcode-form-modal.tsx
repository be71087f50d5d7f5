import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import { PriceSchema, SavePostcodeSchema, type Postcode, type SavedPostcode } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { decimalText } from '@/lib/form-schemas.ts';
import { useSavePostcode } from '../api/postcodes.ts';
import { amountText, optionalAmountText } from '../lib/optional-amount.ts';

const PostcodeFormSchema = SavePostcodeSchema.extend({
  delivery_fee: decimalText(PriceSchema),
  min_order: optionalAmountText,
  free_delivery_over: optionalAmountText,
});
type PostcodeFormValues = z.input<typeof PostcodeFormSchema>;

const SERVER_FIELDS = ['postcode', 'delivery_fee', 'min_order', 'free_delivery_over'];

type PostcodeFormModalProps = {
  storeId: number;
  /** The store's currency symbol, shown in the fee box. */
  currencyUnit: FieldUnit;
  /** The postcode being edited, `'new'` for Add New, null when closed. */
  editing: Postcode | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function PostcodeFormModal({ editing, onClose, ...props }: PostcodeFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'settings.postcode.modal.add' }),
        edit: intl.formatMessage({ id: 'settings.postcode.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'settings.postcode.modal.description' })}
    >
      {(item) => <PostcodeForm postcode={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function PostcodeForm({
  storeId,
  currencyUnit,
  postcode,
  onClose,
  onSaved,
}: Omit<PostcodeFormModalProps, 'editing'> & { postcode: Postcode | null }) {
  const intl = useIntl();
  const save = useSavePostcode();
  const { register, control, handleSubmit, setError, formState } = useForm<
    PostcodeFormValues,
    unknown,
    SavedPostcode
  >({
    resolver: zodResolver(PostcodeFormSchema),
    defaultValues: {
      postcode: postcode?.postcode ?? '',
      delivery_fee: postcode ? postcode.delivery_fee.toFixed(2) : '',
      min_order: amountText(postcode?.min_order ?? null),
      free_delivery_over: amountText(postcode?.free_delivery_over ?? null),
      store_id: storeId,
    },
  });
  const { errors } = formState;

  const amountField = (
    name: 'delivery_fee' | 'min_order' | 'free_delivery_over',
    label: string,
    hint: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          label={label}
          required={name === 'delivery_fee'}
          {...currencyUnit}
          hint={hint}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={errors[name]?.message}
        />
      )}
    />
  );

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: postcode?.id, postcode: values },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({
              id: postcode ? 'settings.postcode.saved.updated' : 'settings.postcode.saved.added',
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
          title={failureMessage(save.error, intl.formatMessage({ id: 'settings.postcode.failed.save' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'settings.postcode.field.postcode' })}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={intl.formatMessage({ id: 'settings.postcode.field.postcodeHint' })}
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      {amountField(
        'delivery_fee',
        intl.formatMessage({ id: 'settings.postcode.field.fee' }),
        intl.formatMessage({ id: 'settings.postcode.field.feeHint' }),
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {amountField(
          'min_order',
          intl.formatMessage({ id: 'settings.postcode.field.minimum' }),
          intl.formatMessage({ id: 'settings.postcode.field.minimumHint' }),
        )}
        {amountField(
          'free_delivery_over',
          intl.formatMessage({ id: 'settings.postcode.field.freeFrom' }),
          intl.formatMessage({ id: 'settings.postcode.field.freeFromHint' }),
        )}
      </div>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'settings.action.cancel' })}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage({ id: save.isPending ? 'settings.busy.saving' : 'settings.action.save' })}
        </Button>
      </ModalActions>
    </form>
  );
}
