import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { Category, OptionGroup, Product, SaveProduct, Tax } from '@food/contract';
import { ALLERGENS, DIETARY_TAGS } from '@food/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
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
import { OptionGroupPicker } from './option-group-picker.tsx';
import { PriceInput } from './ordered-rows-fieldset.tsx';
import { TagCheckboxes } from './tag-checkboxes.tsx';
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
          onSaved(product ? 'Product updated successfully!' : 'Product added successfully!', data),
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
        <ErrorAlert title={product ? 'Failed to update product' : 'Failed to add product'}>
          {save.error.message}
        </ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Item code"
          required
          autoComplete="off"
          hint="Your own short code, unique in the store."
          error={errors.item_code?.message}
          {...register('item_code')}
        />
        <SelectField
          label="Category"
          required
          placeholder="Select Category"
          options={categories.map((category) => ({
            value: category.id,
            label: category.isActive ? category.name : `${category.name} (inactive)`,
          }))}
          error={errors.category_id?.message}
          {...register('category_id', { onChange: offerCategoryTax })}
        />
        <SelectField
          label="Tax"
          required
          placeholder="Select Tax"
          options={taxes.map((tax) => ({ value: tax.id, label: taxLabel(tax) }))}
          error={errors.tax_id?.message}
          {...register('tax_id')}
        />
      </div>
      <TextAreaField
        label="Description"
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ChoiceGroup
            label="Type"
            name={field.name}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // A variable product starts with one empty variant row to fill in.
              if (next === 'variable' && getValues('variants').length === 0) {
                variants.append(emptyVariant(), { shouldFocus: false });
              }
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.type?.message}
            options={[
              { value: 'simple', label: 'Simple', description: 'One price' },
              { value: 'variable', label: 'Variable', description: 'Variants, each with a price' },
            ]}
          />
        )}
      />
      {type === 'simple' ? (
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <PriceInput
              {...field}
              label="Price"
              currencyUnit={currencyUnit}
              hint="Including tax, up to 2 decimals."
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
        legend="Allergens"
        hint="Tick every allergen the dish contains; customers see them on the menu."
        codes={ALLERGENS}
        labels={allergenLabels()}
        field={register('allergens')}
      />
      <TagCheckboxes
        legend="Dietary"
        hint="Shown on the menu and used by its filter."
        codes={DIETARY_TAGS}
        labels={dietaryLabels()}
        field={register('dietary')}
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
      {product && (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <ChoiceGroup
              label="Status"
              name={field.name}
              value={field.value ? 'active' : 'inactive'}
              onChange={(next) => field.onChange(next === 'active')}
              onBlur={field.onBlur}
              ref={field.ref}
              options={[
                { value: 'active', label: 'Active', description: 'On the menu' },
                { value: 'inactive', label: 'Inactive', description: 'Hidden from customers' },
              ]}
            />
          )}
        />
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {uploading ? 'Uploading...' : save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </ModalActions>
    </form>
  );
}
