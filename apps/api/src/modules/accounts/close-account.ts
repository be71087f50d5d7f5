import { ROLE } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginLimits } from '../../lib/login-limits.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { revokeAllTokens, type AuthUser } from '../auth/service.ts';
import { eraseCustomerFromOrders, hasOrderInProgressSince } from '../orders/service.ts';
import { deleteUser, findUser } from '../users/service.ts';

/**
 * An accepted order the kitchen never marked handed over stays "in progress" on the desk; a day on, it
 * no longer keeps its customer from leaving.
 */
const ORDER_IN_PROGRESS_MS = 24 * 60 * 60 * 1000;

export interface CloseAccountDeps {
  db: Database;
  clock: Clock;
  sessionSockets: SessionSockets;
  loginLimits: LoginLimits;
}

/**
 * Deletes a customer's account (GDPR Art. 17) once the password confirms it: the name, phone and address
 * leave their orders, which the restaurant keeps for its books; the account, its addresses and every
 * token go, and its sockets are closed. Refused while one of its orders is still under way.
 */
export async function closeAccount(
  { db, clock, sessionSockets, loginLimits }: CloseAccountDeps,
  user: AuthUser,
  password: string,
): Promise<void> {
  if (user.roleId !== ROLE.customer) throw new AppError('account_closed_by_operator');
  const row = await findUser(db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw new AppError('password_wrong');
  const since = new Date(clock.now().getTime() - ORDER_IN_PROGRESS_MS);
  const sessions = await db.transaction(async (tx) => {
    if (await hasOrderInProgressSince(tx, user.id, since)) throw new AppError('account_has_open_orders');
    await eraseCustomerFromOrders(tx, user.id);
    const revoked = await revokeAllTokens(tx, user.id);
    await deleteUser(tx, user.id);
    return revoked;
  });
  sessionSockets.disconnect(sessions);
  await loginLimits.clearAccount(row.email);
}
