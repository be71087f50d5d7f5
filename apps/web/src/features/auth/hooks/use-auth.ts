import { useSyncExternalStore } from 'react';
import { login } from '../api/login.ts';
import { logout } from '../api/logout.ts';
import { getSession, subscribe } from '../session.ts';

/** The server's render (app/first-paint.tsx) is nobody's: the browser's session shows after it. */
const noSession = () => null;

/** The logged-in user (or null), their token, and the actions that change them. */
export function useAuth() {
  const session = useSyncExternalStore(subscribe, getSession, noSession);
  return { user: session?.user ?? null, token: session?.token ?? null, login, logout };
}
