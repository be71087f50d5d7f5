import type { Me } from '@food/contract';
import { api } from '@/lib/api-client.ts';

/** The profile of the token's owner: role, store and name. */
export function getMe(token: string): Promise<Me> {
  return api.get<Me>('/users/me', { token });
}
