import type { Category, SaveCategory, Tax } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ModalActions } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSaveCategory } from '../api/categories.ts';
import { taxLabel } from '../catalogue-format.ts';
import { CategoryFormSchema, categoryFormValues, type CategoryFormValues } from '../category-form-values.ts';
import { ImageField } from './image-field.tsx';

export type CategoryFormProps = {
  storeId: number;
  /** The category being edited, or null to add one. */
  category: Category | null;
  taxes: Tax[];
  onSaved: (message: string, category: Category) => void;
  /** In a modal: the Cancel button. The Add Category page has none. */
  onCancel?: () => void;
};

const SERVER_FIELDS = ['name', 'description', 'tax_id', 'image_url'];

/** Name, description, tax and image of a category: the Add Category page and the list's modals share it. */
export function CategoryForm({ storeId, category, taxes, onSaved, onCancel }: CategoryFormProps) {
  const save = useSaveCategory();
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<
    CategoryFormValues,
    unknown,
    SaveCategory
  >({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: categoryFormValues(storeId, category),
  });
  const { errors } = formState;
  const busy = uploading || save.isPending;

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: category?.id, category: values },
      {
        onSuccess: ({ data }) =>
          onSaved(category ? 'Category updated successfully!' : 'Category added successfully!', data),
        onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
      },
    ),
  );

  const actionLabel = uploading
    ? 'Uploading...'
    : save.isPending
      ? 'Saving...'
      : onCancel
        ? 'Save'
        : 'Submit';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error &&
        (category ? (
          <ErrorAlert title="Failed to update category">{save.error.message}</ErrorAlert>
        ) : (
          <ErrorAlert title={`Failed to create category: ${save.error.message}`} />
        ))}
      <TextField
        label="Category name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Description"
        hint="Optional. Shown under the category's name on the menu."
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label="Tax"
        required
        placeholder="Select Tax"
        options={taxes.map((tax) => ({ value: tax.id, label: taxLabel(tax) }))}
        error={errors.tax_id?.message}
        {...register('tax_id')}
      />
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <ImageField
            value={field.value ?? null}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      {onCancel ? (
        <ModalActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {actionLabel}
          </Button>
        </ModalActions>
      ) : (
        <div className="flex justify-end border-t border-cream-200 pt-5">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {actionLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
