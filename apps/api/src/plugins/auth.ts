import type { RoleId } from '@food/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { adminStoreId, authenticate, type AuthDeps, type AuthUser } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, looked up from the bearer token once per request and only when a route asks. */
    authUser(): Promise<AuthUser | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, auth: AuthDeps) {
  app.decorateRequest('authUser', function authUser(this: FastifyRequest) {
    let user = cache.get(this);
    if (!user) {
      const token = bearerToken(this);
      user = token ? authenticate(auth, token) : Promise.resolve(null);
      cache.set(this, user);
    }
    return user;
  });
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.authUser();
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** preHandler: only these roles pass (401 without a valid token, 403 with another role). */
export function requireRole(...roles: RoleId[]) {
  return async (request: FastifyRequest) => {
    const user = await requireUser(request);
    if (!roles.includes(user.roleId)) throw new AppError('forbidden');
  };
}

/**
 * The store a back-office call works on: the caller's own, from the server's user record. A store id
 * the request names (path, query or payload) that is not theirs is refused with 403.
 */
export async function requireAdminStore(
  request: FastifyRequest,
  ...claimedStoreIds: (number | undefined)[]
): Promise<number> {
  const storeId = adminStoreId(await request.authUser());
  if (claimedStoreIds.some((claimed) => claimed !== undefined && claimed !== storeId)) {
    throw new AppError('own_store_only');
  }
  return storeId;
}
