import { UpdateStoreSettingsSchema, type StoreSettings } from '@food/contract';
import { z } from 'zod';
import { decimalText } from '@/lib/form-schemas.ts';

const settings = UpdateStoreSettingsSchema.shape;
const capacity = settings.capacity_per_slot.unwrap().shape;

/** A count typed into a field that may stay empty: empty is no limit (null), otherwise the count. */
function optionalCountText<T extends z.ZodType<number | null, number | null>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(schema);
}

/**
 * The Store setting screen's ordering form: the shared settings schema's rules on what the fields
 * hold as text. Its output is the PUT /stores/{id}/settings body.
 */
export const OrderingSettingsFormSchema = z.object({
  preorder_days: decimalText(settings.preorder_days.unwrap()),
  slot_minutes: z.string().transform(Number).pipe(settings.slot_minutes.unwrap()),
  capacity_per_slot: z.object({
    pickup: optionalCountText(capacity.pickup),
    delivery: optionalCountText(capacity.delivery),
  }),
  prep_minutes: decimalText(settings.prep_minutes.unwrap()),
  open_orders_per_customer: optionalCountText(settings.open_orders_per_customer.unwrap()),
  auto_accept: z.boolean(),
  guest_checkout: z.boolean(),
});
export type OrderingSettingsFormValues = z.input<typeof OrderingSettingsFormSchema>;
export type OrderingSettingsFormOutput = z.output<typeof OrderingSettingsFormSchema>;

/** The saved settings as the form shows them; no limit is an empty field. */
export function orderingSettingsFormValues(saved: StoreSettings): OrderingSettingsFormValues {
  const countText = (count: number | null) => (count === null ? '' : String(count));
  return {
    preorder_days: String(saved.preorder_days),
    slot_minutes: String(saved.slot_minutes),
    capacity_per_slot: {
      pickup: countText(saved.capacity_per_slot.pickup),
      delivery: countText(saved.capacity_per_slot.delivery),
    },
    prep_minutes: String(saved.prep_minutes),
    open_orders_per_customer: countText(saved.open_orders_per_customer),
    auto_accept: saved.auto_accept,
    guest_checkout: saved.guest_checkout,
  };
}
