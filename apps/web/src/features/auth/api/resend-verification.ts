import type { Message, ResendVerification } from '@food/contract';
import { api } from '@/lib/api-client.ts';

/** A new verification link for an account that cannot log in yet. */
export function resendVerification(username: string): Promise<Message> {
  const payload: ResendVerification = { username };
  return api.post<Message>('/resend-verification', payload, { token: null });
}
