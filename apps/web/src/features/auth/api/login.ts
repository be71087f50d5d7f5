import type { LoginForm, LoginResponse, RoleId } from '@food/contract';
import { api } from '@/lib/api-client.ts';
import { adoptAccountLanguage } from '../account-language.ts';
import { saveSession, type Session } from '../session.ts';
import { getMe } from './get-me.ts';
import { postLogout } from './logout.ts';

/** POST /api/login takes a form, not JSON (decisions §4). */
function postLogin({ username, password }: LoginForm): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', new URLSearchParams({ username, password }), { token: null });
}

type LoginRefusal = 'missing_token' | 'wrong_role';

/** The server accepted the credentials, but the answer cannot be used on this login page. */
export class LoginRefusedError extends Error {
  override readonly name = 'LoginRefusedError';
  readonly reason: LoginRefusal;

  constructor(reason: LoginRefusal) {
    super(reason === 'missing_token' ? 'Invalid login credentials' : 'This account cannot sign in here.');
    this.reason = reason;
  }
}

function revokeQuietly(token: string): void {
  postLogout(token).catch(() => undefined);
}

/**
 * Logs in as a user of the given role and stores the session. A token issued to another role is revoked
 * straight away, so refusing it leaves nothing valid behind.
 */
export async function login(credentials: LoginForm, role: RoleId): Promise<Session> {
  const answer = await postLogin(credentials);
  if (!answer?.access_token) throw new LoginRefusedError('missing_token');
  if (answer.role_id !== role) {
    revokeQuietly(answer.access_token);
    throw new LoginRefusedError('wrong_role');
  }
  try {
    const me = await getMe(answer.access_token);
    const session = saveSession(answer, me);
    await adoptAccountLanguage(me, answer.access_token);
    return session;
  } catch (error) {
    revokeQuietly(answer.access_token);
    throw error;
  }
}
