import { Mail } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { SettingSwitch } from './setting-switch.tsx';
import { StoreSettingsSection } from './store-settings-section.tsx';

/** Settings → Notifications: the daily summary e-mail to the store's administrators, opt-in. */
export function NotificationSettings({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const save = useSaveStoreSettings(storeId);
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="notification-settings-title"
      icon={Mail}
      titleMessage="settings.notifications.title"
      descriptionMessage="settings.notifications.description"
    >
      {(settings) => (
        <div className="max-w-2xl space-y-3">
          <SettingSwitch
            labelMessage="settings.notifications.daily_summary"
            hintMessage="settings.notifications.daily_summary_hint"
            checked={settings.daily_summary_email}
            disabled={save.isPending}
            onChange={(on) =>
              save.mutate(
                { daily_summary_email: on },
                {
                  onSuccess: () =>
                    toastSuccess(
                      intl.formatMessage({
                        id: on ? 'settings.notifications.on' : 'settings.notifications.off',
                      }),
                    ),
                },
              )
            }
          />
          {save.isError && (
            <ErrorAlert
              title={failureMessage(save.error, intl.formatMessage({ id: 'settings.notifications.failed' }))}
            />
          )}
        </div>
      )}
    </StoreSettingsSection>
  );
}
