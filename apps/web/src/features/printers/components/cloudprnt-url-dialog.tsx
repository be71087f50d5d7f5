import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';

/**
 * The CloudPRNT URL of a printer just added: its secret, shown this once, to paste into the printer's
 * CloudPRNT settings (its web page, "CloudPRNT" → "Server URL").
 */
export function CloudPrntUrlDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Modal
      open={url !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
      title={intl.formatMessage({ id: 'settings.printers.cloudprnt.title' })}
      description={intl.formatMessage({ id: 'settings.printers.cloudprnt.description' })}
    >
      <label htmlFor="cloudprnt-url" className="mb-1.5 block text-sm font-semibold text-ink-800">
        {intl.formatMessage({ id: 'settings.printers.cloudprnt.url' })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="cloudprnt-url"
          readOnly
          value={url ?? ''}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-cream-300 bg-cream-50 px-3 font-mono text-sm text-ink-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {intl.formatMessage({
            id: copied ? 'settings.printers.cloudprnt.copied' : 'settings.printers.cloudprnt.copy',
          })}
        </Button>
      </div>
      <p className="mt-3 text-sm text-ink-700">
        {intl.formatMessage({ id: 'settings.printers.cloudprnt.steps' })}
      </p>
      <p className="mt-2 text-sm font-semibold text-ink-800">
        {intl.formatMessage({ id: 'settings.printers.cloudprnt.once' })}
      </p>
      <ModalActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'settings.printers.cloudprnt.done' })}</Button>
      </ModalActions>
    </Modal>
  );
}
