import type { Address, SaveAddress } from '@food/contract';
import type { IntlShape } from 'react-intl';

/** The address form's fields (spec §2 Update-address page). */
export type AddressFormValues = {
  customer_name: string;
  line1: string;
  city: string;
  zip: string;
  country: string;
  phone: string;
};

/** The country field's start: the store's country in the reader's language ("Deutschland", "Germany"). */
export const defaultCountry = (intl: IntlShape) =>
  intl.formatMessage({ id: 'account.address.default_country' });

const FIELDS = ['customer_name', 'line1', 'city', 'zip', 'country', 'phone'] as const;

/**
 * The read-only postcode: the delivery postcode chosen on the storefront, else empty until one is
 * chosen. Never a made-up 0000 (issue 15): only a delivery has an address, and it needs a real postcode.
 */
export function addressZip(delivery: { postcode: string } | null | undefined): string {
  return delivery?.postcode.trim() ?? '';
}

/** The address the form edits: the customer's first shipping address, else their first of any kind. */
export function pickAddress(addresses: readonly Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.type === 'shipping') ?? addresses?.[0];
}

/** The form's starting values: the saved address, else the account's name and phone. */
export function addressFormValues(
  address: Address | undefined,
  account: { customer_name: string; phone: string } | null,
  zip: string,
  country: string,
): AddressFormValues {
  return {
    customer_name: address?.customer_name || account?.customer_name || '',
    line1: address?.line1 ?? '',
    city: address?.city ?? '',
    zip,
    country: address?.country || country,
    phone: address?.phone || account?.phone || '',
  };
}

/** Nothing to save: the address exists and every field (the postcode too) is as it was loaded. */
export function isUnchanged(address: Address | undefined, values: AddressFormValues): boolean {
  if (!address) return false;
  return FIELDS.every((field) => address[field].trim() === values[field].trim());
}

/** What POST or PUT /addresses sends; the area is kept only when the address has one (spec §5). */
export function addressPayload(values: AddressFormValues, address: Address | undefined): SaveAddress {
  return {
    type: address?.type ?? 'shipping',
    line1: values.line1.trim(),
    city: values.city.trim(),
    zip: values.zip.trim(),
    country: values.country.trim(),
    phone: values.phone.trim(),
    customer_name: values.customer_name.trim(),
    ...(address?.area?.trim() ? { area: address.area.trim() } : {}),
  };
}

/**
 * The address page's failure text (spec §8): the server's message, else the error's own message,
 * else "Failed to update address".
 */
export function addressFailureMessage(error: unknown, intl: IntlShape): string {
  if (error instanceof Error && error.message) return error.message;
  return intl.formatMessage({ id: 'account.address.failed' });
}
