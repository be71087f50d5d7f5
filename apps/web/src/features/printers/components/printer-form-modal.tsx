import {
  ESCPOS_DEFAULT_PORT,
  NameSchema,
  PrinterKindSchema,
  type CreatedPrinter,
  type Language,
  type Printer,
  type SavePrinter,
} from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminCategories } from '@/features/catalogue-admin/api/categories.ts';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSavePrinter } from '../api/printers.ts';

const PrinterFormSchema = z.object({
  name: NameSchema,
  kind: PrinterKindSchema,
  host: z.string(),
  port: z.string(),
  width_mm: z.enum(['58', '80']),
  language: z.enum(['de', 'en']),
  auto_print: z.boolean(),
  every_category: z.boolean(),
  category_ids: z.array(z.string()),
});
type PrinterFormValues = z.infer<typeof PrinterFormSchema>;

const toSavePrinter = (values: PrinterFormValues): SavePrinter => {
  const escpos = values.kind === 'escpos_tcp';
  return {
    name: values.name,
    kind: values.kind,
    host: escpos ? values.host.trim() : null,
    port: escpos ? Number(values.port || ESCPOS_DEFAULT_PORT) : null,
    width_mm: values.width_mm === '58' ? 58 : 80,
    language: values.language,
    auto_print: values.auto_print,
    category_ids: values.every_category ? null : values.category_ids.map(Number),
  };
};

const SERVER_FIELDS = ['name', 'kind', 'host', 'port', 'width_mm', 'language', 'category_ids'] as const;

type PrinterFormModalProps = {
  storeId: number;
  /** A new printer's ticket language: the store's, as the kitchen reads it. */
  storeLanguage: Language | undefined;
  /** The printer being edited, `'new'` to add one, null when closed. */
  editing: Printer | 'new' | null;
  onClose: () => void;
  /** A new printer, whose answer may hold the CloudPRNT URL shown only once. */
  onCreated: (printer: CreatedPrinter) => void;
  onSaved: (message: string) => void;
};

export function PrinterFormModal({ editing, onClose, ...props }: PrinterFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'settings.printers.modal.add' }),
        edit: intl.formatMessage({ id: 'settings.printers.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'settings.printers.modal.description' })}
    >
      {(item) => <PrinterForm printer={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function PrinterForm({
  storeId,
  storeLanguage,
  printer,
  onClose,
  onCreated,
  onSaved,
}: Omit<PrinterFormModalProps, 'editing'> & { printer: Printer | null }) {
  const intl = useIntl();
  const save = useSavePrinter();
  const categories = useAdminCategories(storeId);
  const { register, control, handleSubmit, setError, formState } = useForm<PrinterFormValues>({
    resolver: zodResolver(PrinterFormSchema),
    defaultValues: {
      name: printer?.name ?? '',
      kind: printer?.kind ?? 'escpos_tcp',
      host: printer?.host ?? '',
      port: String(printer?.port ?? ESCPOS_DEFAULT_PORT),
      width_mm: printer?.width_mm === 58 ? '58' : '80',
      language: printer?.language ?? storeLanguage ?? (intl.locale.startsWith('de') ? 'de' : 'en'),
      auto_print: printer?.auto_print ?? true,
      every_category: printer ? printer.category_ids === null : true,
      category_ids: (printer?.category_ids ?? []).map(String),
    },
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const everyCategory = useWatch({ control, name: 'every_category' });

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: printer?.id, printer: toSavePrinter(values) },
      {
        onSuccess: (saved) => {
          onSaved(
            intl.formatMessage({
              id: printer ? 'settings.printers.saved.updated' : 'settings.printers.saved.added',
            }),
          );
          onClose();
          if (!printer) onCreated(saved as CreatedPrinter);
        },
        onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'settings.printers.failed.save' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'settings.printers.field.name' })}
        hint={intl.formatMessage({ id: 'settings.printers.field.name_hint' })}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <ChoiceGroup
            label={intl.formatMessage({ id: 'settings.printers.field.kind' })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.kind?.message}
            options={[
              {
                value: 'escpos_tcp',
                label: intl.formatMessage({ id: 'settings.printers.kind.escpos_tcp' }),
                description: intl.formatMessage({ id: 'settings.printers.kind.escpos_tcp_text' }),
              },
              {
                value: 'cloudprnt',
                label: intl.formatMessage({ id: 'settings.printers.kind.cloudprnt' }),
                description: intl.formatMessage({ id: 'settings.printers.kind.cloudprnt_text' }),
              },
            ]}
          />
        )}
      />
      {kind === 'escpos_tcp' && (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField
            label={intl.formatMessage({ id: 'settings.printers.field.host' })}
            hint={intl.formatMessage({ id: 'settings.printers.field.host_hint' })}
            required
            autoComplete="off"
            inputMode="url"
            spellCheck={false}
            error={errors.host?.message}
            {...register('host')}
          />
          <TextField
            label={intl.formatMessage({ id: 'settings.printers.field.port' })}
            inputMode="numeric"
            autoComplete="off"
            error={errors.port?.message}
            {...register('port')}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'settings.printers.field.width' })}
          options={[
            { value: '80', label: intl.formatMessage({ id: 'settings.printers.width' }, { mm: 80 }) },
            { value: '58', label: intl.formatMessage({ id: 'settings.printers.width' }, { mm: 58 }) },
          ]}
          error={errors.width_mm?.message}
          {...register('width_mm')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'settings.printers.field.language' })}
          options={[
            { value: 'de', label: intl.formatMessage({ id: 'settings.printers.language.de' }) },
            { value: 'en', label: intl.formatMessage({ id: 'settings.printers.language.en' }) },
          ]}
          error={errors.language?.message}
          {...register('language')}
        />
      </div>
      <Checkbox
        label={intl.formatMessage({ id: 'settings.printers.field.auto_print' })}
        {...register('auto_print')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 block text-sm font-semibold text-ink-800">
          {intl.formatMessage({ id: 'settings.printers.field.categories' })}
        </legend>
        <Checkbox
          label={intl.formatMessage({ id: 'settings.printers.field.every_category' })}
          {...register('every_category')}
        />
        {!everyCategory && (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(categories.data ?? []).map((category) => (
              <Checkbox
                key={category.id}
                label={category.name}
                value={String(category.id)}
                {...register('category_ids')}
              />
            ))}
          </div>
        )}
        {errors.category_ids?.message && (
          <p className="text-sm font-semibold text-danger-700">{errors.category_ids.message}</p>
        )}
      </fieldset>
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
