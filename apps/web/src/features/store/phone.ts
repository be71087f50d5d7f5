/** A `tel:` link of a phone number as the restaurant writes it ("030 12345678"): its + and digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
