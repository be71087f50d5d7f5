import type { Message } from '@food/contract';
import { api, isApiError } from '@/lib/api-client.ts';
import { clearSession, getSession } from '../session.ts';

/** Revokes the token on the server (decisions §4). */
export function postLogout(token: string): Promise<Message> {
  return api.post<Message>('/logout', undefined, { token });
}

/**
 * Logs out: the server revokes the token, then the browser forgets the session and the cart.
 * A 401 means the token was no longer valid anyway, so it counts as logged out. Other failures keep
 * the session so the user can try again, unless `evenIfServerFails` (the token then simply expires).
 */
export async function logout({
  evenIfServerFails = false,
}: { evenIfServerFails?: boolean } = {}): Promise<void> {
  const token = getSession()?.token;
  try {
    if (token) await postLogout(token);
  } catch (error) {
    const alreadyInvalid = isApiError(error) && error.status === 401;
    if (!alreadyInvalid && !evenIfServerFails) throw error;
  }
  clearSession({ loggedOut: true });
}
