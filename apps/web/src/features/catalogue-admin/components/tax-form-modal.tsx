import { PercentageSchema, SaveTaxSchema, type SaveTax, type Tax } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{ add: 'Add New Tax', edit: 'Edit Tax' }}
      description="Menu prices include tax; the rate is shown on each order."
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
          onSaved(tax ? 'Tax updated successfully!' : 'Tax added successfully!');
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, ['name', 'percentage', 'description']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error && <ErrorAlert title={failureMessage(save.error, 'Failed to save tax')} />}
      <TextField
        label="Tax name"
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
            label="Percentage"
            required
            suffix="%"
            hint="Between 0 and 100, up to 2 decimals."
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.percentage?.message}
          />
        )}
      />
      <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </ModalActions>
    </form>
  );
}
