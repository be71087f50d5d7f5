import type { Language, RoleId } from '@food/contract';

/** Who a session token belongs to. Its own file: the realtime layer reads it without the auth service. */
export interface AuthUser {
  id: number;
  email: string;
  roleId: RoleId;
  storeId: number | null;
  customerName: string;
  phone: string;
  /** The language the user chose; null: none. */
  language: Language | null;
  tokenId: number;
}
