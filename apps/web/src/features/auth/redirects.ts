import { isAdminPath, paths } from '@/config/paths.ts';

type LocationLike = { pathname: string; search: string; hash: string };

/** The login page that matches where the user is (back office or storefront), with a way back here. */
export function loginHrefFor({ pathname, search, hash }: LocationLike): string {
  const login = isAdminPath(pathname) ? paths.admin.login : paths.login;
  return login.getHref(pathname === login.path ? null : `${pathname}${search}${hash}`);
}

// Any origin works for resolving: only whether `next` stays on it matters.
const SAME_SITE = 'https://same-site.invalid';

/**
 * Where to go after logging in. `next` comes from the address bar, so only paths of this site are
 * followed (no `//evil.example`), and only within the area of the login page that was used.
 */
export function resolveNext(next: string | null, area: 'storefront' | 'admin'): string {
  const fallback = area === 'admin' ? paths.admin.home.path : paths.home.path;
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  const inAdmin = isAdminPath(url.pathname);
  if (area === 'admin' ? !inAdmin || url.pathname === paths.admin.login.path : inAdmin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
