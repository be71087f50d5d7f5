import { APPROVAL_STATUS } from '@food/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { api, isApiError } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { guestKeyQuery } from '../guest-keys.ts';

/** Only an order the restaurant took is offered a receipt: a pending one may still be refused (issue 44). */
export const HAS_RECEIPT = new Set<number>([APPROVAL_STATUS.accepted]);

/** "Download receipt": the order's PDF (GET /api/orders/{id}/receipt.pdf), saved as a file. */
export function ReceiptButton({ order }: { order: { id: number; number: number } }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const receipt = await api.blob(`/orders/${order.id}/receipt.pdf`, { query: guestKeyQuery(order.id) });
      saveFile(receipt, `receipt-${order.number}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: isApiError(error) ? error.message : String(error) });
    }
  };
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => void download()} disabled={state.busy}>
        <Download aria-hidden="true" />
        <FormattedMessage id={state.busy ? 'orders.receipt.busy' : 'orders.receipt.download'} />
      </Button>
      {state.error && (
        <p role="alert" className="mt-1 text-sm text-danger-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
