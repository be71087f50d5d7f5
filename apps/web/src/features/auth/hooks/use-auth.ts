import { login } from '../api/login.ts';
import { logout } from '../api/logout.ts';
import { useSession } from './use-session.ts';

/** The logged-in user (or null), their token, and the actions that change them. */
export function useAuth() {
  return { ...useSession(), login, logout };
}
