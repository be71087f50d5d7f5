import type { MessageId } from '@food/i18n';

/** A reset link's token as the server issues it: URL-safe characters, at most 200 (decisions §4). */
const PLAUSIBLE_TOKEN = /^[\w-]{1,200}$/;

/**
 * What is wrong with the token from the reset link (spec §5, §8): none at all ("Reset token is
 * missing."), or one that cannot be a token ("Invalid or missing token."); null when it may be used.
 */
export function resetTokenProblem(token: string | null): MessageId | null {
  if (token === null) return 'account.reset.token_missing';
  if (!PLAUSIBLE_TOKEN.test(token.trim())) return 'account.reset.token_invalid';
  return null;
}
