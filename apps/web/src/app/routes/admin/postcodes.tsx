import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { PostcodeList } from '@/features/settings-admin/components/postcode-list.tsx';

export default function PostcodesRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.page.postcodes.title' })}
      description={intl.formatMessage({ id: 'settings.page.postcodes.description' })}
    >
      <StoreScoped>{(storeId) => <PostcodeList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
