import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { PrinterList } from '@/features/printers/components/printer-list.tsx';

export default function PrintersRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.printers.page.title' })}
      description={intl.formatMessage({ id: 'settings.printers.page.description' })}
    >
      <StoreScoped>{(storeId) => <PrinterList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
