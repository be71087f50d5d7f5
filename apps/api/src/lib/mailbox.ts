import { createHash } from 'node:crypto';

/**
 * The mailbox an e-mail reaches, as the limits per e-mail count it: without the `+tag` that most mail
 * services deliver to the same inbox, and in lower case (the domain always is; a local part in another
 * case is the same inbox everywhere people order from), so `Flood+1@Example.com` counts as
 * `flood@example.com`. Hashed: the limits' store (Redis) needs no customer data.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, Math.max(at, 0));
  const untagged = local.includes('+') ? local.slice(0, local.indexOf('+')) : local;
  return createHash('sha256')
    .update(`${untagged}${address.slice(Math.max(at, 0))}`)
    .digest('hex');
}
