import type { MessageId } from '@food/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage } from '@/lib/form-errors.ts';

/** The part of a save mutation a settings form needs (a TanStack `useMutation` result fits). */
type SaveMutation<TData, TBody> = {
  mutate: (
    body: TBody,
    options?: { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
};

/** What `SettingsForm` shows of a save: pending, saved, the form-level failure. */
export type SettingsSaveState = {
  pending: boolean;
  saved: boolean;
  formError: string | undefined;
  clearSaved: () => void;
};

/**
 * The one way a back-office settings form saves: the body goes to the mutation; once it is through the
 * form says "Saved" (see `SettingsForm`); the server's field messages are answered per field, and any
 * other failure once for the whole form, in the server's words or the form's own `failedMessage`.
 */
export function useSettingsSave<TData, TBody>(
  mutation: SaveMutation<TData, TBody>,
  failedMessage: MessageId,
) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const fields: Record<string, string | undefined> = isApiError(mutation.error)
    ? Object.fromEntries(Object.entries(mutation.error.fields).map(([name, [first]]) => [name, first]))
    : {};
  const fieldsWrong = Object.keys(fields).length > 0;

  const save = (
    body: TBody,
    options: { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void } = {},
  ) => {
    setSaved(false);
    mutation.mutate(body, {
      onSuccess: (data) => {
        setSaved(true);
        options.onSuccess?.(data);
      },
      onError: options.onError,
    });
  };

  const state: SettingsSaveState = {
    pending: mutation.isPending,
    saved,
    formError:
      mutation.error && !fieldsWrong
        ? failureMessage(mutation.error, intl.formatMessage({ id: failedMessage }))
        : undefined,
    clearSaved: () => setSaved(false),
  };
  return {
    save,
    state,
    /** The server's message for one field (dotted path, e.g. `revenue_accounts.0.rate`), if any. */
    fieldError: (name: string): string | undefined => fields[name],
    fieldErrors: fields,
  };
}
