import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { deleteAccount } from '../api/personal-data.ts';

/** "Delete my account": what goes and what stays, then the password to confirm it. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null });
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (error) {
      setState({ busy: false, error });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          setState({ busy: false, error: null });
        }
        onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'account.delete.title' })}
      description={intl.formatMessage({ id: 'account.delete.description' })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-800">
          <li>{intl.formatMessage({ id: 'account.delete.goes' })}</li>
          <li>{intl.formatMessage({ id: 'account.delete.stays' })}</li>
          <li>{intl.formatMessage({ id: 'account.delete.again' })}</li>
        </ul>
        {state.error !== null && (
          <ErrorAlert
            title={failureMessage(state.error, intl.formatMessage({ id: 'account.delete.failed' }))}
          />
        )}
        <TextField
          label={intl.formatMessage({ id: 'account.delete.password' })}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ModalActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage({ id: 'account.delete.cancel' })}
          </Button>
          <Button type="submit" variant="danger" disabled={state.busy || password === ''}>
            {intl.formatMessage({ id: state.busy ? 'account.delete.busy' : 'account.delete.confirm' })}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
