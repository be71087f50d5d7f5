import { describe, expect, it } from 'vitest';
import { storeSettings } from '@/testing/fixtures.ts';
import { inEnglish } from '@/testing/i18n.ts';
import { OrderingSettingsFormSchema, orderingSettingsFormValues } from './ordering-settings.ts';

const saved = storeSettings({ capacity_per_slot: { pickup: 6, delivery: null } });

const issues = (values: unknown) =>
  OrderingSettingsFormSchema.safeParse(values).error?.issues.map((issue) => [
    issue.path.join('.'),
    inEnglish(issue.message),
  ]);

describe('the ordering settings form', () => {
  it('shows the saved settings, with no limit as an empty field', () => {
    expect(orderingSettingsFormValues(saved)).toEqual({
      preorder_days: '7',
      slot_minutes: '15',
      capacity_per_slot: { pickup: '6', delivery: '' },
      prep_minutes: '20',
      open_orders_per_customer: '3',
      auto_accept: false,
      guest_checkout: true,
    });
  });

  it('gives back what it showed as the settings to save', () => {
    expect(OrderingSettingsFormSchema.parse(orderingSettingsFormValues(saved))).toEqual({
      preorder_days: 7,
      slot_minutes: 15,
      capacity_per_slot: { pickup: 6, delivery: null },
      prep_minutes: 20,
      open_orders_per_customer: 3,
      auto_accept: false,
      guest_checkout: true,
    });
  });

  it('reads 0 days as no ordering ahead, and empty capacities and open orders as no limit', () => {
    const values = {
      ...orderingSettingsFormValues(saved),
      preorder_days: '0',
      capacity_per_slot: { pickup: ' ', delivery: '' },
      open_orders_per_customer: '',
    };
    expect(OrderingSettingsFormSchema.parse(values)).toMatchObject({
      preorder_days: 0,
      capacity_per_slot: { pickup: null, delivery: null },
      open_orders_per_customer: null,
    });
    expect(orderingSettingsFormValues({ ...saved, open_orders_per_customer: null })).toMatchObject({
      open_orders_per_customer: '',
    });
  });

  it("refuses what the server would, with the contract's messages", () => {
    expect(
      issues({
        ...orderingSettingsFormValues(saved),
        preorder_days: '15',
        slot_minutes: '25',
        capacity_per_slot: { pickup: '0', delivery: '12' },
        prep_minutes: '',
        open_orders_per_customer: '0',
      }),
    ).toEqual([
      ['preorder_days', 'Choose 0 to 14 days'],
      ['slot_minutes', 'Choose 10, 15, 20, 30, 60 minutes'],
      ['capacity_per_slot.pickup', 'Choose 1 to 1000 orders, or no limit'],
      ['prep_minutes', 'Required'],
      ['open_orders_per_customer', 'Choose 1 to 100 orders, or no limit'],
    ]);
    expect(issues({ ...orderingSettingsFormValues(saved), open_orders_per_customer: '1.5' })).toEqual([
      ['open_orders_per_customer', 'Use a whole number'],
    ]);
  });
});
