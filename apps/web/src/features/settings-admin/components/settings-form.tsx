import type { MessageId } from '@food/i18n';
import { CircleCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { SettingsSaveState } from '../hooks/use-settings-save.ts';

/**
 * Every settings form of the back office: its fields, then the form-level failure, then one Save button
 * with "Saving …" while it is pending and, once saved, "Saved" beside it in a status region (announced
 * politely; it stays until the form is changed or saved again).
 */
export function SettingsForm({
  state,
  onSubmit,
  saveMessage,
  error,
  disabled,
  className,
  children,
}: {
  state: SettingsSaveState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The Save button's own words, e.g. "Save restaurant". */
  saveMessage: MessageId;
  /** A failure found before saving, shown where the server's would be. */
  error?: string;
  /** Saving makes no sense yet (e.g. no payment method chosen). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const formError = error ?? state.formError;
  return (
    <form
      onSubmit={onSubmit}
      onChange={state.clearSaved}
      noValidate
      className={cn('max-w-3xl space-y-5', className)}
    >
      {children}
      {formError && <ErrorAlert title={formError} />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" disabled={state.pending || disabled}>
          <FormattedMessage id={state.pending ? 'settings.busy.saving' : saveMessage} />
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-herb-700">
          {state.saved && (
            <>
              <CircleCheck aria-hidden="true" className="size-4" />
              <FormattedMessage id="settings.form.saved" />
            </>
          )}
        </p>
      </div>
    </form>
  );
}
