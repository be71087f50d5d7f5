import type { Category, SaveCategory, Tax } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
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
import { LanguageTabs, tabsWithErrors } from './language-tabs.tsx';
import { TranslationFields } from './translation-fields.tsx';

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
  const intl = useIntl();
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
          onSaved(
            intl.formatMessage({
              id: category ? 'catalogue.category.saved.updated' : 'catalogue.category.saved.added',
            }),
            data,
          ),
        onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
      },
    ),
  );

  const actionLabel = intl.formatMessage({
    id: uploading
      ? 'catalogue.busy.uploading'
      : save.isPending
        ? 'catalogue.busy.saving'
        : onCancel
          ? 'catalogue.action.save'
          : 'catalogue.action.submit',
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error &&
        (category ? (
          <ErrorAlert title={intl.formatMessage({ id: 'catalogue.category.failed.update' })}>
            {save.error.message}
          </ErrorAlert>
        ) : (
          <ErrorAlert
            title={intl.formatMessage(
              { id: 'catalogue.category.failed.create' },
              { reason: save.error.message },
            )}
          />
        ))}
      <LanguageTabs
        label={intl.formatMessage({ id: 'catalogue.translation.textsOf' })}
        errorTabs={tabsWithErrors(Boolean(errors.name ?? errors.description), errors.translations)}
        submitCount={formState.submitCount}
      >
        {(tab) =>
          tab === 'default' ? (
            <>
              <TextField
                label={intl.formatMessage({ id: 'catalogue.category.field.name' })}
                required
                autoComplete="off"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextAreaField
                label={intl.formatMessage({ id: 'catalogue.category.field.description' })}
                hint={intl.formatMessage({ id: 'catalogue.category.field.descriptionHint' })}
                error={errors.description?.message}
                {...register('description')}
              />
            </>
          ) : (
            <TranslationFields
              language={tab}
              errors={errors.translations?.[tab]}
              name={register(`translations.${tab}.name`)}
              description={register(`translations.${tab}.description`)}
              multiline
            />
          )
        }
      </LanguageTabs>
      <SelectField
        label={intl.formatMessage({ id: 'catalogue.category.field.tax' })}
        required
        placeholder={intl.formatMessage({ id: 'catalogue.category.field.taxPlaceholder' })}
        options={taxes.map((tax) => ({ value: tax.id, label: taxLabel(intl, tax) }))}
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
            {intl.formatMessage({ id: 'catalogue.action.cancel' })}
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
