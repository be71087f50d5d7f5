import type { Me, SaveContact } from '@food/contract';
import { updateSessionUser } from '@/features/auth/session.ts';
import { api } from '@/lib/api-client.ts';

/** Saves the customer's name and phone number on their account; the session shows them at once. */
export async function saveContact(contact: SaveContact): Promise<Me> {
  const me = await api.patch<Me>('/users/me', contact);
  updateSessionUser(me);
  return me;
}
