import type { Language } from '@food/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { languageName } from './language-tabs.tsx';

type FieldError = { message?: string } | undefined;

type TranslationFieldsProps = {
  language: Language;
  /** The errors of this language's texts, e.g. `errors.translations?.[language]`. */
  errors: { name?: FieldError; description?: FieldError } | undefined;
  /** The name field as registered, e.g. `register(`translations.${language}.name`)`. */
  name: UseFormRegisterReturn;
  /** The description field as registered, where the text has one. */
  description?: UseFormRegisterReturn;
  /** The description in a text area (a category's, a product's) rather than on one line (a variant's). */
  multiline?: boolean;
};

/**
 * One language's tab of `LanguageTabs`: the name, and the description where the text has one, each
 * labelled with the language and marked with its `lang`.
 */
export function TranslationFields({
  language,
  errors,
  name,
  description,
  multiline = false,
}: TranslationFieldsProps) {
  const intl = useIntl();
  const values = { language: languageName(intl, language) };
  const descriptionLabel = intl.formatMessage({ id: 'catalogue.translation.description' }, values);
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'catalogue.translation.name' }, values)}
        autoComplete="off"
        lang={language}
        error={errors?.name?.message}
        {...name}
      />
      {description &&
        (multiline ? (
          <TextAreaField
            label={descriptionLabel}
            lang={language}
            error={errors?.description?.message}
            {...description}
          />
        ) : (
          <TextField
            label={descriptionLabel}
            autoComplete="off"
            lang={language}
            error={errors?.description?.message}
            {...description}
          />
        ))}
    </>
  );
}
