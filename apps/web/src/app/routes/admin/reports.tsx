import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { ReportsPage } from '@/features/reports/components/reports-page.tsx';

export default function ReportsRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'dashboard.reports.page.title' })}
      description={intl.formatMessage({ id: 'dashboard.reports.page.description' })}
    >
      <StoreScoped>{(storeId) => <ReportsPage storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
