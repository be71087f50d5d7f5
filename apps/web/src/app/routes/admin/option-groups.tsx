import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OptionGroupList } from '@/features/catalogue-admin/components/option-group-list.tsx';

export default function OptionGroupsRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'catalogue.page.optionGroups.title' })}
      description={intl.formatMessage({ id: 'catalogue.page.optionGroups.description' })}
    >
      <StoreScoped>{(storeId) => <OptionGroupList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
