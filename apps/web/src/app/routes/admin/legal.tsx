import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { LegalSettings } from '@/features/settings-admin/components/legal-settings.tsx';

export default function LegalRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.page.legal.title' })}
      description={intl.formatMessage({ id: 'settings.page.legal.description' })}
    >
      <StoreScoped>{(storeId) => <LegalSettings storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
