import { ApiErrorSchema, ROLE, type RoleId } from '@food/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { adminStoreId, authenticate, type AuthDeps, type AuthUser } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, looked up from the bearer token once per request and only when a route asks. */
    authUser(): Promise<AuthUser | null>;
  }
  interface FastifyContextConfig {
    /**
     * The roles that may call the route: the one way a route asks for a login. Checked in `onRequest`,
     * before the body is read or validated, so a stranger learns nothing of the payload's rules; it also
     * puts the bearer requirement and the 401/403 answers in the OpenAPI document.
     */
    guard?: readonly RoleId[];
    /**
     * The guarded route also answers a caller with no Authorization header at all: a guest, whom the
     * handler tells apart (`request.authUser()` is null). A token that is sent is checked as `guard` says.
     */
    guests?: true;
  }
}

/** Any logged-in user, whatever their role. */
export const SIGNED_IN: readonly RoleId[] = Object.values(ROLE);

export interface GuardedRoute {
  method: string;
  url: string;
  roles: readonly RoleId[];
  /** Also open to a caller without a token (`config.guests`). */
  guests: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function refuseOthers(roles: readonly RoleId[], guests: boolean): onRequestAsyncHookHandler {
  return async (request) => {
    if (guests && request.headers.authorization === undefined) return;
    const user = await request.authUser();
    if (!user) throw new AppError('unauthorized');
    if (!roles.includes(user.roleId)) throw new AppError('forbidden');
  };
}

/** Puts each route's guard first in its `onRequest` hooks; answers the guarded routes, for the tests. */
function guardRoutes(app: FastifyInstance): readonly GuardedRoute[] {
  const guarded: GuardedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const roles = route.config?.guard;
    const name = `${String(route.method)} ${route.url}`;
    if (!roles) {
      if (route.schema?.security) throw new Error(`${name} names a security requirement but no config.guard`);
      return;
    }
    if (roles.length === 0) throw new Error(`${name} has a guard that lets no one in`);
    const guests = route.config?.guests === true;
    route.onRequest = [refuseOthers(roles, guests), ...[route.onRequest ?? []].flat()];
    const refusals = { 401: ApiErrorSchema, ...(roles.length < SIGNED_IN.length && { 403: ApiErrorSchema }) };
    route.schema = {
      ...route.schema,
      // An empty requirement: no token at all is let in too.
      security: guests ? [{ bearer: [] }, {}] : [{ bearer: [] }],
      response: { ...refusals, ...(route.schema?.response as object | undefined) },
    };
    guarded.push({ method: String(route.method), url: route.url, roles, guests });
  });
  return guarded;
}

export function registerAuth(app: FastifyInstance, auth: AuthDeps): readonly GuardedRoute[] {
  app.decorateRequest('authUser', function authUser(this: FastifyRequest) {
    let user = cache.get(this);
    if (!user) {
      const token = bearerToken(this);
      user = token ? authenticate(auth, token) : Promise.resolve(null);
      cache.set(this, user);
    }
    return user;
  });
  return guardRoutes(app);
}

/** A route's guard must have let the caller in before its handler asks who they are. */
function assertGuarded(request: FastifyRequest) {
  if (!request.routeOptions.config.guard) {
    throw new Error(`${request.method} ${request.routeOptions.url} asks for a user but has no config.guard`);
  }
}

/** The caller of a guarded route. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  assertGuarded(request);
  const user = await request.authUser();
  if (!user) throw new AppError('unauthorized');
  return user;
}

/**
 * The store a back-office call works on: the caller's own, from the server's user record. A store id
 * the request names (path, query or payload) that is not theirs is refused with 403.
 */
export async function requireAdminStore(
  request: FastifyRequest,
  ...claimedStoreIds: (number | undefined)[]
): Promise<number> {
  assertGuarded(request);
  const storeId = adminStoreId(await request.authUser());
  if (claimedStoreIds.some((claimed) => claimed !== undefined && claimed !== storeId)) {
    throw new AppError('own_store_only');
  }
  return storeId;
}
