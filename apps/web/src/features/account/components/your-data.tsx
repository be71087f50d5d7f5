import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { downloadPersonalData } from '../api/personal-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const card = 'rounded-2xl bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6';

/** The customer's data rights (GDPR Art. 15, 17, 20): download everything kept, or delete the account. */
export function YourData({ onDeleted }: { onDeleted: () => void }) {
  const intl = useIntl();
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const [deleting, setDeleting] = useState(false);

  const save = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadPersonalData(new Date().toISOString().slice(0, 10));
      setDownload({ busy: false, error: null });
    } catch (error) {
      const fallback = intl.formatMessage({ id: 'account.data.download_failed' });
      setDownload({ busy: false, error: isApiError(error) ? error.message : fallback });
    }
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="download-title" className={card}>
        <h2 id="download-title" className="font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'account.data.download_title' })}
        </h2>
        <p className="mt-1 text-ink-700">{intl.formatMessage({ id: 'account.data.download_text' })}</p>
        <Button variant="secondary" className="mt-4" disabled={download.busy} onClick={() => void save()}>
          <Download aria-hidden="true" />
          {intl.formatMessage({ id: download.busy ? 'account.data.download_busy' : 'account.data.download' })}
        </Button>
        {download.error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
            {download.error}
          </p>
        )}
      </section>
      <section aria-labelledby="delete-title" className={card}>
        <h2 id="delete-title" className="font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'account.data.delete_title' })}
        </h2>
        <p className="mt-1 text-ink-700">{intl.formatMessage({ id: 'account.data.delete_text' })}</p>
        <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {intl.formatMessage({ id: 'account.data.delete' })}
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </div>
  );
}
