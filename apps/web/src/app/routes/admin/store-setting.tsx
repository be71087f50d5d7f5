import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { AccountingSettingsSection } from '@/features/settings-admin/components/accounting-settings.tsx';
import { NotificationSettings } from '@/features/settings-admin/components/notification-settings.tsx';
import { OrderDeskSettings } from '@/features/settings-admin/components/order-desk-settings.tsx';
import { OrderingSettings } from '@/features/settings-admin/components/ordering-settings.tsx';
import { SpecialDayList } from '@/features/settings-admin/components/special-day-list.tsx';
import { StoreDetailsSettings } from '@/features/settings-admin/components/store-details-settings.tsx';
import { StoreHoursList } from '@/features/settings-admin/components/store-hours-list.tsx';
import { StoreLanguageSettings } from '@/features/settings-admin/components/store-language-settings.tsx';
import { StorePaymentSettings } from '@/features/settings-admin/components/store-payment-settings.tsx';

export default function StoreSettingRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.page.storeHours.title' })}
      description={intl.formatMessage({ id: 'settings.page.storeHours.description' })}
    >
      <StoreScoped>
        {(storeId) => (
          <div className="space-y-6">
            <StoreDetailsSettings storeId={storeId} />
            <StoreHoursList storeId={storeId} />
            <SpecialDayList storeId={storeId} />
            <OrderingSettings storeId={storeId} />
            <OrderDeskSettings storeId={storeId} />
            <StoreLanguageSettings storeId={storeId} />
            <StorePaymentSettings storeId={storeId} />
            <NotificationSettings storeId={storeId} />
            <AccountingSettingsSection storeId={storeId} />
          </div>
        )}
      </StoreScoped>
    </AdminPage>
  );
}
