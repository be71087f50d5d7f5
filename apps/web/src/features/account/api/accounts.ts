import type { ForgotPassword, Message, RegisterCustomer, ResetPassword, Verified } from '@food/contract';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

/**
 * The link the spec sends along with registration and reset (§7). The server builds its e-mail links
 * from its own public address and never from this (decisions §4); it is sent for compatibility.
 */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

export function registerCustomer(payload: RegisterCustomer): Promise<Message> {
  return api.post<Message>('/register/customer', payload, { token: null });
}

export function verifyRegistration(token: string, signal?: AbortSignal): Promise<Verified> {
  return api.get<Verified>('/verify-registration', { query: { token }, signal, token: null });
}

export function requestPasswordReset(username: string): Promise<Message> {
  const payload: ForgotPassword = { username, url: siteUrl(paths.resetPassword.getHref()) };
  return api.post<Message>('/forgot-password', payload, { token: null });
}

export function resetPassword(resetToken: string, newPassword: string): Promise<Message> {
  const payload: ResetPassword = {
    reset_token: resetToken,
    new_password: newPassword,
    url: siteUrl(paths.login.getHref()),
  };
  return api.post<Message>('/reset-password', payload, { token: null });
}
