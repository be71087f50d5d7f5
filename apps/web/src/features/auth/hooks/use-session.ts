import { useSyncExternalStore } from 'react';
import { getSession, subscribe } from '../session.ts';

/** The server's render (app/first-paint.tsx) is nobody's: the browser's session shows after it. */
const noSession = () => null;

/**
 * The logged-in user (or null) and their token, without the login and logout code of useAuth: what
 * the storefront's first script needs.
 */
export function useSession() {
  const session = useSyncExternalStore(subscribe, getSession, noSession);
  return { user: session?.user ?? null, token: session?.token ?? null };
}
