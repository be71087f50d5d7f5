import { useAuth } from './use-auth.ts';

/** The store the logged-in administrator manages, or null when the session lacks one. */
export function useAdminStoreId(): number | null {
  return useAuth().user?.store_id ?? null;
}
