import type { StoreSettings } from '@food/contract';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { StoreSettingsSection } from './store-settings-section.tsx';

/** Settings → Notifications: the daily summary e-mail to the store's administrators, opt-in. */
export function NotificationSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="notification-settings-title"
      icon={Mail}
      titleMessage="settings.notifications.title"
      descriptionMessage="settings.notifications.description"
    >
      {(settings) => <NotificationForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

function NotificationForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const { save, state } = useSettingsSave(useSaveStoreSettings(storeId), 'settings.notifications.failed');
  const [dailySummary, setDailySummary] = useState(settings.daily_summary_email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ daily_summary_email: dailySummary });
  };

  return (
    <SettingsForm
      state={state}
      onSubmit={submit}
      saveMessage="settings.notifications.save"
      className="max-w-2xl"
    >
      <SettingSwitch
        labelMessage="settings.notifications.daily_summary"
        hintMessage="settings.notifications.daily_summary_hint"
        checked={dailySummary}
        onChange={(on) => {
          setDailySummary(on);
          state.clearSaved();
        }}
      />
    </SettingsForm>
  );
}
