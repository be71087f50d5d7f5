import type { Printer } from '@food/contract';
import { Printer as PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { storeTimeText, type StoreClock } from '@/features/store/store-time.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeletePrinter, usePrinters, useTestPrint } from '../api/printers.ts';
import { printerReach } from '../printer-status.ts';
import { CloudPrntUrlDialog } from './cloudprnt-url-dialog.tsx';
import { PrinterFormModal } from './printer-form-modal.tsx';

const REACH_LOOK = {
  online: { badge: 'bg-green-50 text-green-800', dot: 'bg-green-700' },
  offline: { badge: 'bg-danger-50 text-danger-700', dot: 'bg-danger-700' },
  untried: { badge: 'bg-cream-200 text-ink-800', dot: 'bg-ink-600' },
} as const;

/** Online, offline, or not reached yet, and when the server last reached it: only what it knows. */
function PrinterState({ printer, clock }: { printer: Printer; clock: StoreClock | undefined }) {
  const intl = useIntl();
  const reach = printerReach(printer);
  const time = (iso: string | null) => (iso && clock ? storeTimeText(Date.parse(iso), clock) : '');
  const seen =
    reach === 'untried'
      ? intl.formatMessage({ id: 'settings.printers.state.untried_hint' })
      : printer.last_seen_at
        ? intl.formatMessage(
            { id: 'settings.printers.state.last_seen' },
            { time: time(printer.last_seen_at) },
          )
        : intl.formatMessage({
            id:
              printer.kind === 'cloudprnt'
                ? 'settings.printers.state.never_seen'
                : 'settings.printers.state.never_reached',
          });
  return (
    <span className="flex flex-col gap-0.5">
      <span
        className={cn(
          'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
          REACH_LOOK[reach].badge,
        )}
      >
        <span aria-hidden="true" className={cn('size-2 rounded-full', REACH_LOOK[reach].dot)} />
        {intl.formatMessage({ id: `settings.printers.state.${reach}` as const })}
      </span>
      <span className="text-sm text-ink-600">{seen}</span>
    </span>
  );
}

/** Back office → Printers: the kitchen's printers, their state, and adding, testing and removing them. */
export function PrinterList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const store = useStore(storeId).data;
  const printers = usePrinters();
  const remove = useDeletePrinter();
  const testPrint = useTestPrint();
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const [cloudPrntUrl, setCloudPrntUrl] = useState<string | null>(null);
  const list = useListView(printers.data, (printer) => [printer.name, printer.host ?? '']);
  const column = (id: 'name' | 'connection' | 'state' | 'jobs' | 'actions') =>
    intl.formatMessage({ id: `settings.printers.column.${id}` as const });

  const failed =
    (fallback: 'settings.printers.failed.delete' | 'settings.printers.failed.test') => (error: unknown) =>
      toast({ tone: 'error', title: failureMessage(error, intl.formatMessage({ id: fallback })) });

  const confirmDelete = () => {
    if (!deleting) return;
    const printer = deleting;
    setDeleting(null);
    remove.mutate(printer.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.printers.deleted' })),
      onError: failed('settings.printers.failed.delete'),
    });
  };

  return (
    <ListCard
      title={intl.formatMessage({ id: 'settings.printers.title' })}
      search={{
        label: intl.formatMessage({ id: 'settings.printers.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      <DataTable
        caption={intl.formatMessage({ id: 'settings.printers.caption' })}
        columns={[
          { label: column('name') },
          { label: column('connection') },
          { label: column('state') },
          { label: column('jobs') },
          { label: column('actions'), className: 'text-right' },
        ]}
        isLoading={printers.isPending}
        error={
          printers.error
            ? failureMessage(printers.error, intl.formatMessage({ id: 'settings.printers.failed.fetch' }))
            : null
        }
        empty={intl.formatMessage({
          id: list.isSearching ? 'settings.printers.no_matches' : 'settings.printers.empty',
        })}
        rowCount={list.items.length}
      >
        {list.items.map((printer) => (
          <tr key={printer.id}>
            <Cell label={column('name')} className="font-semibold">
              {printer.name}
              <span className="block text-sm font-normal text-ink-600">
                {intl.formatMessage(
                  {
                    id: printer.auto_print
                      ? 'settings.printers.summary.auto'
                      : 'settings.printers.summary.manual',
                  },
                  {
                    mm: printer.width_mm,
                    language: intl.formatMessage({
                      id: `settings.printers.language.${printer.language}` as const,
                    }),
                  },
                )}
              </span>
            </Cell>
            <Cell label={column('connection')}>
              {printer.kind === 'cloudprnt'
                ? intl.formatMessage({ id: 'settings.printers.kind.cloudprnt' })
                : intl.formatMessage(
                    { id: 'settings.printers.address' },
                    { host: printer.host, port: printer.port },
                  )}
            </Cell>
            <Cell label={column('state')}>
              <PrinterState printer={printer} clock={store} />
            </Cell>
            <Cell label={column('jobs')}>
              {intl.formatMessage(
                { id: 'settings.printers.jobs' },
                { waiting: printer.jobs_waiting, failed: printer.jobs_failed },
              )}
            </Cell>
            <Cell>
              <div className="flex items-center justify-end gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={testPrint.isPending}
                  aria-label={intl.formatMessage(
                    { id: 'settings.printers.test_name' },
                    { name: printer.name },
                  )}
                  onClick={() =>
                    testPrint.mutate(printer.id, {
                      onSuccess: () =>
                        toastSuccess(intl.formatMessage({ id: 'settings.printers.test_queued' })),
                      onError: failed('settings.printers.failed.test'),
                    })
                  }
                >
                  <PrinterIcon aria-hidden="true" />
                  {intl.formatMessage({ id: 'settings.printers.test' })}
                </Button>
                <RowActions
                  name={printer.name}
                  onEdit={() => setEditing(printer)}
                  onDelete={() => setDeleting(printer)}
                />
              </div>
            </Cell>
          </tr>
        ))}
      </DataTable>
      <PrinterFormModal
        storeId={storeId}
        storeLanguage={store?.default_language}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
        onCreated={(created) => setCloudPrntUrl(created.cloudprnt_url)}
      />
      <CloudPrntUrlDialog url={cloudPrntUrl} onClose={() => setCloudPrntUrl(null)} />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage({ id: 'settings.printers.delete_subject' }, { name: deleting.name })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
