import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { Category, OptionGroup, Product, SaveProduct, Tax } from '@food/contract';
import { ALLERGENS, DIETARY_TAGS } from '@food/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ModalActions } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { allergenLabels, dietaryLabels } from '@/lib/menu-labels.ts';
import { useSaveProduct } from '../api/products.ts';
import { taxLabel } from '../catalogue-format.ts';
import {
  emptyVariant,
  productFormValues,
  ProductFormSchema,
  type ProductFormValues,
} from '../product-form-values.ts';
import { ImageField } from './image-field.tsx';
import { LanguageTabs, tabsWithErrors } from './language-tabs.tsx';
import { OptionGroupPicker } from './option-group-picker.tsx';
import { PriceInput } from './ordered-rows-fieldset.tsx';
import { ProductStatusField, ProductTypeField } from './product-choice-fields.tsx';
import { TagCheckboxes } from './tag-checkboxes.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { VariantEditor } from './variant-editor.tsx';

export type ProductFormProps = {
  storeId: number;
  /** The product being edited (as just read from the server), or null to add one. */
  product: Product | null;
  categories: Category[];
  taxes: Tax[];
  /** The store's option groups; undefined while they load. */
  optionGroups: OptionGroup[] | undefined;
  currencyUnit: FieldUnit;
  onSaved: (message: string, product: Product) => void;
  onCancel: () => void;
};

const SERVER_FIELDS = [
  'name',
  'item_code',
  'description',
  'category_id',
  'tax_id',
  'type',
  'price',
  'image_url',
  'variants',
  'option_group_ids',
  'allergens',
  'dietary',
];

export function ProductForm({
  storeId,
  product,
  categories,
  taxes,
  optionGroups,
  currencyUnit,
  onSaved,
  onCancel,
}: ProductFormProps) {
  const intl = useIntl();
  const save = useSaveProduct();
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setError, setFocus, getValues, setValue, formState } = useForm<
    ProductFormValues,
    unknown,
    SaveProduct
  >({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: productFormValues(storeId, product),
  });
  const variants = useFieldArray({ control, name: 'variants' });
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const busy = uploading || save.isPending;
  // A 409 is about the item code, and is shown on that field; every other failure above the form.
  const itemCodeTaken = isApiError(save.error) && save.error.status === 409;

  // The category's own tax is the usual choice: offered as soon as a category is picked.
  const offerCategoryTax = (event: { target: { value: string } }) => {
    const category = categories.find((item) => String(item.id) === event.target.value);
    if (category && getValues('tax_id') === '') {
      setValue('tax_id', String(category.tax_id), { shouldValidate: formState.isSubmitted });
    }
  };

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: product?.id, product: values },
      {
        onSuccess: ({ data }) =>
          onSaved(
            intl.formatMessage({
              id: product ? 'catalogue.product.saved.updated' : 'catalogue.product.saved.added',
            }),
            data,
          ),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setError('item_code', { type: 'server', message: error.message });
            setFocus('item_code');
            return;
          }
          showServerFieldErrors(error, setError, SERVER_FIELDS);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {save.error && !itemCodeTaken && (
        <ErrorAlert
          title={intl.formatMessage({
            id: product ? 'catalogue.product.failed.update' : 'catalogue.product.failed.add',
          })}
        >
          {save.error.message}
        </ErrorAlert>
      )}
      <LanguageTabs
        label={intl.formatMessage({ id: 'catalogue.translation.textsOf' })}
        errorTabs={tabsWithErrors(Boolean(errors.name ?? errors.description), errors.translations)}
        submitCount={formState.submitCount}
      >
        {(tab) =>
          tab === 'default' ? (
            <>
              <TextField
                label={intl.formatMessage({ id: 'catalogue.product.field.name' })}
                required
                autoComplete="off"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextAreaField
                label={intl.formatMessage({ id: 'catalogue.product.field.description' })}
                required
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'catalogue.product.field.itemCode' })}
          required
          autoComplete="off"
          hint={intl.formatMessage({ id: 'catalogue.product.field.itemCodeHint' })}
          error={errors.item_code?.message}
          {...register('item_code')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'catalogue.product.field.category' })}
          required
          placeholder={intl.formatMessage({ id: 'catalogue.product.field.categoryPlaceholder' })}
          options={categories.map((category) => ({
            value: category.id,
            label: category.isActive
              ? category.name
              : intl.formatMessage(
                  { id: 'catalogue.product.field.categoryInactive' },
                  { name: category.name },
                ),
          }))}
          error={errors.category_id?.message}
          {...register('category_id', { onChange: offerCategoryTax })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'catalogue.product.field.tax' })}
          required
          placeholder={intl.formatMessage({ id: 'catalogue.product.field.taxPlaceholder' })}
          options={taxes.map((tax) => ({ value: tax.id, label: taxLabel(intl, tax) }))}
          error={errors.tax_id?.message}
          {...register('tax_id')}
        />
      </div>
      <ProductTypeField
        control={control}
        error={errors.type?.message}
        onVariable={() => {
          // A variable product starts with one empty variant row to fill in.
          if (getValues('variants').length === 0) variants.append(emptyVariant(), { shouldFocus: false });
        }}
      />
      {type === 'simple' ? (
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <PriceInput
              {...field}
              label={intl.formatMessage({ id: 'catalogue.product.field.price' })}
              currencyUnit={currencyUnit}
              hint={intl.formatMessage({ id: 'catalogue.product.field.priceHint' })}
              className="sm:max-w-56"
              error={errors.price?.message}
            />
          )}
        />
      ) : (
        <VariantEditor
          control={control}
          register={register}
          errors={errors}
          variants={variants}
          currencyUnit={currencyUnit}
          submitCount={formState.submitCount}
        />
      )}
      <Controller
        control={control}
        name="option_group_ids"
        render={({ field, fieldState }) => (
          <OptionGroupPicker
            value={field.value}
            onChange={field.onChange}
            groups={optionGroups}
            current={product?.option_groups ?? []}
            error={fieldState.error?.message}
          />
        )}
      />
      <TagCheckboxes
        legend={intl.formatMessage({ id: 'catalogue.product.field.allergens' })}
        hint={intl.formatMessage({ id: 'catalogue.product.field.allergensHint' })}
        codes={ALLERGENS}
        labels={allergenLabels()}
        field={register('allergens')}
      />
      <TagCheckboxes
        legend={intl.formatMessage({ id: 'catalogue.product.field.dietary' })}
        hint={intl.formatMessage({ id: 'catalogue.product.field.dietaryHint' })}
        codes={DIETARY_TAGS}
        labels={dietaryLabels()}
        field={register('dietary')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'catalogue.product.field.ageLimit' })}
        hint={intl.formatMessage({ id: 'catalogue.product.field.ageLimitHint' })}
        className="sm:max-w-80"
        options={(['', '16', '18'] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `catalogue.product.ageLimit.${value || 'none'}` }),
        }))}
        error={errors.age_limit?.message}
        {...register('age_limit')}
      />
      <Controller
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <ImageField
            value={field.value}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      {product && <ProductStatusField control={control} />}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage({ id: 'catalogue.action.cancel' })}
        </Button>
        <Button type="submit" disabled={busy}>
          {intl.formatMessage({
            id: uploading
              ? 'catalogue.busy.uploading'
              : save.isPending
                ? 'catalogue.busy.saving'
                : 'catalogue.action.save',
          })}
        </Button>
      </ModalActions>
    </form>
  );
}
