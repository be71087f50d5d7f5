import {
  OPEN_ORDERS_PER_CUSTOMER_MAX,
  PREORDER_DAYS_MAX,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  SLOT_MINUTES_CHOICES,
} from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import {
  OrderingSettingsFormSchema,
  orderingSettingsFormValues,
  type OrderingSettingsFormOutput,
  type OrderingSettingsFormValues,
} from '../lib/ordering-settings.ts';
import type { StoreSettings } from '@food/contract';
import { SettingsForm } from './settings-form.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { StoreSettingsSection } from './store-settings-section.tsx';

const SERVER_FIELDS = [
  'preorder_days',
  'slot_minutes',
  'capacity_per_slot.pickup',
  'capacity_per_slot.delivery',
  'prep_minutes',
  'open_orders_per_customer',
  'auto_accept',
  'guest_checkout',
];

/**
 * Ordering ahead and preparing, on the Store setting screen: how many days ahead customers may order
 * for a time slot, how long a slot is and how many orders it takes, the preparation time, how many
 * unanswered orders one customer may have, and whether new orders are accepted by themselves.
 */
export function OrderingSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="ordering-settings-title"
      icon={CalendarClock}
      titleMessage="settings.ordering.title"
      descriptionMessage="settings.ordering.description"
      skeleton={{
        className: 'grid max-w-2xl gap-4 sm:grid-cols-2',
        blocks: (
          <>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </>
        ),
      }}
    >
      {(settings) => <OrderingSettingsForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

function OrderingSettingsForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const { save, state } = useSettingsSave(useSaveStoreSettings(storeId), 'settings.ordering.failed');
  const { register, control, handleSubmit, setError, formState } = useForm<
    OrderingSettingsFormValues,
    unknown,
    OrderingSettingsFormOutput
  >({
    resolver: zodResolver(OrderingSettingsFormSchema),
    defaultValues: orderingSettingsFormValues(settings),
  });
  const { errors } = formState;

  const countField = (
    name:
      | 'preorder_days'
      | 'prep_minutes'
      | 'capacity_per_slot.pickup'
      | 'capacity_per_slot.delivery'
      | 'open_orders_per_customer',
    props: { label: string; hint: string; suffix: string; placeholder?: string; error?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          decimals={0}
          required={props.placeholder === undefined}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          {...props}
        />
      )}
    />
  );

  const submit = handleSubmit((values) =>
    save(values, { onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS) }),
  );

  return (
    <SettingsForm state={state} onSubmit={submit} saveMessage="settings.ordering.save" className="max-w-2xl">
      <div className="grid gap-4 sm:grid-cols-2">
        {countField('preorder_days', {
          label: intl.formatMessage({ id: 'settings.ordering.ahead' }),
          suffix: intl.formatMessage({ id: 'settings.ordering.days' }),
          hint: intl.formatMessage({ id: 'settings.ordering.aheadHint' }, { max: PREORDER_DAYS_MAX }),
          error: errors.preorder_days?.message,
        })}
        <SelectField
          label={intl.formatMessage({ id: 'settings.ordering.slot' })}
          required
          options={SLOT_MINUTES_CHOICES.map((minutes) => ({
            value: minutes,
            label: intl.formatMessage({ id: 'settings.ordering.slotOption' }, { minutes }),
          }))}
          hint={intl.formatMessage({ id: 'settings.ordering.slotHint' })}
          error={errors.slot_minutes?.message}
          {...register('slot_minutes')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">
          <FormattedMessage id="settings.ordering.perSlot" />
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {countField('capacity_per_slot.pickup', {
            label: intl.formatMessage({ id: 'settings.ordering.pickup' }),
            suffix: intl.formatMessage({ id: 'settings.ordering.orders' }),
            placeholder: intl.formatMessage({ id: 'settings.ordering.noLimit' }),
            hint: intl.formatMessage({ id: 'settings.ordering.noLimitHint' }),
            error: errors.capacity_per_slot?.pickup?.message,
          })}
          {countField('capacity_per_slot.delivery', {
            label: intl.formatMessage({ id: 'settings.ordering.delivery' }),
            suffix: intl.formatMessage({ id: 'settings.ordering.orders' }),
            placeholder: intl.formatMessage({ id: 'settings.ordering.noLimit' }),
            hint: intl.formatMessage({ id: 'settings.ordering.noLimitHint' }),
            error: errors.capacity_per_slot?.delivery?.message,
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {countField('prep_minutes', {
          label: intl.formatMessage({ id: 'settings.ordering.prep' }),
          suffix: intl.formatMessage({ id: 'settings.ordering.min' }),
          hint: intl.formatMessage(
            { id: 'settings.ordering.prepHint' },
            { min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX },
          ),
          error: errors.prep_minutes?.message,
        })}
        {countField('open_orders_per_customer', {
          label: intl.formatMessage({ id: 'settings.ordering.openOrders' }),
          suffix: intl.formatMessage({ id: 'settings.ordering.orders' }),
          placeholder: intl.formatMessage({ id: 'settings.ordering.noLimit' }),
          hint: intl.formatMessage(
            { id: 'settings.ordering.openOrdersHint' },
            { max: OPEN_ORDERS_PER_CUSTOMER_MAX },
          ),
          error: errors.open_orders_per_customer?.message,
        })}
      </div>
      <Controller
        control={control}
        name="auto_accept"
        render={({ field }) => (
          <SettingSwitch
            labelMessage="settings.ordering.autoAccept"
            hintMessage="settings.ordering.autoAcceptHint"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="guest_checkout"
        render={({ field }) => (
          <SettingSwitch
            labelMessage="settings.ordering.guestCheckout"
            hintMessage="settings.ordering.guestCheckoutHint"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </SettingsForm>
  );
}
