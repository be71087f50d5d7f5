import type { LoginResponse, Me } from '@food/contract';
import { isLanguage } from '@food/contract/languages';

export type Session = { token: string; user: Me };

/** The browser storage keys of the spec (§3): the record itself plus mirrors of its main fields. */
const KEYS = { userData: 'userData', token: 'token', role: 'role', storeId: 'store_id' } as const;
const WATCHED_KEYS = new Set<string>(Object.values(KEYS));

type StoredUserData = LoginResponse & Me;

const ROLE_NAMES = { 1: 'operator', 2: 'customer', 3: 'admin' } as const satisfies Record<
  Me['role_id'],
  Me['role']
>;

// Storage can be unavailable (disabled cookies, some private modes): the app then works without a session.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to fall back to: the session lasts as long as the page.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable means there is nothing stored either.
  }
}

function parseUserData(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<StoredUserData> | null;
    if (!data || typeof data.access_token !== 'string' || data.access_token === '') return null;
    if (data.role_id !== 1 && data.role_id !== 2 && data.role_id !== 3) return null;
    if (typeof data.id !== 'number' || typeof data.email !== 'string') return null;
    return {
      token: data.access_token,
      user: {
        id: data.id,
        email: data.email,
        role_id: data.role_id,
        role: data.role ?? ROLE_NAMES[data.role_id],
        store_id: typeof data.store_id === 'number' ? data.store_id : null,
        customer_name: data.customer_name ?? '',
        phone: data.phone ?? '',
        language: isLanguage(data.language) ? data.language : null,
      },
    };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || WATCHED_KEYS.has(event.key)) emit();
}

/** The current session; the same object until the stored record changes (as useSyncExternalStore needs). */
export function getSession(): Session | null {
  const raw = read(KEYS.userData);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseUserData(raw);
  }
  return cachedSession;
}

/** Notifies on changes in this tab and in other tabs of the same site. */
export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function saveSession(login: LoginResponse, me: Me): Session {
  const userData: StoredUserData = { ...me, ...login };
  write(KEYS.userData, JSON.stringify(userData));
  write(KEYS.token, login.access_token);
  write(KEYS.role, String(login.role_id));
  if (me.store_id === null) remove(KEYS.storeId);
  else write(KEYS.storeId, String(me.store_id));
  emit();
  // getSession() parses what was just written, so callers and subscribers see the same object;
  // it is null only when the browser refuses storage.
  return getSession() ?? { token: login.access_token, user: me };
}

/** The logged-in user's name or phone number changed: the stored record follows, the token stays. */
export function updateSessionUser(me: Me): void {
  const raw = read(KEYS.userData);
  if (!raw || !getSession()) return;
  write(KEYS.userData, JSON.stringify({ ...(JSON.parse(raw) as StoredUserData), ...me }));
  emit();
}

const logoutListeners = new Set<() => void>();

/** Runs `listener` on every logout in this tab (not when a session merely expires). */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => {
    logoutListeners.delete(listener);
  };
}

/** Forgets the session. A logout also tells the `onLogout` listeners (the cart empties itself). */
export function clearSession({ loggedOut = false }: { loggedOut?: boolean } = {}): void {
  for (const key of Object.values(KEYS)) remove(key);
  if (loggedOut) for (const listener of logoutListeners) listener();
  emit();
}
