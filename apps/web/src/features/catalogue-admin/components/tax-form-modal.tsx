import { PercentageSchema, SaveTaxSchema, type SaveTax, type Tax } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { decimalText } from '@/lib/form-schemas.ts';
import { useSaveTax } from '../api/taxes.ts';

const TaxFormSchema = SaveTaxSchema.extend({ percentage: decimalText(PercentageSchema) });
type TaxFormValues = z.input<typeof TaxFormSchema>;

type TaxFormModalProps = {
  storeId: number;
  /** The tax being edited, `'new'` for Add New, null when closed. */
  editing: Tax | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function TaxFormModal({ editing, onClose, ...props }: TaxFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'catalogue.tax.modal.add' }),
        edit: intl.formatMessage({ id: 'catalogue.tax.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'catalogue.tax.modal.description' })}
    >
      {(item) => <TaxForm tax={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function TaxForm({
  storeId,
  tax,
  onClose,
  onSaved,
}: Omit<TaxFormModalProps, 'editing'> & { tax: Tax | null }) {
  const intl = useIntl();
  const save = useSaveTax();
  const { register, control, handleSubmit, setError, formState } = useForm<TaxFormValues, unknown, SaveTax>({
    resolver: zodResolver(TaxFormSchema),
    defaultValues: {
      name: tax?.name ?? '',
      percentage: tax ? String(tax.percentage) : '',
      description: tax?.description ?? '',
      store_id: storeId,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: tax?.id, tax: values },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({ id: tax ? 'catalogue.tax.saved.updated' : 'catalogue.tax.saved.added' }),
          );
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, ['name', 'percentage', 'description']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'catalogue.tax.failed.save' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'catalogue.tax.field.name' })}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="percentage"
        render={({ field }) => (
          <DecimalField
            label={intl.formatMessage({ id: 'catalogue.tax.field.percentage' })}
            required
            suffix={intl.formatMessage({ id: 'catalogue.tax.field.percentSign' })}
            hint={intl.formatMessage({ id: 'catalogue.tax.field.percentageHint' })}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.percentage?.message}
          />
        )}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'catalogue.tax.field.description' })}
        error={errors.description?.message}
        {...register('description')}
      />
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
