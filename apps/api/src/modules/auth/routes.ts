import {
  ApiErrorSchema,
  LoginFormSchema,
  LoginResponseSchema,
  MeSchema,
  MessageSchema,
} from '@food/contract';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import type { Api, AppContext } from '../../lib/http.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import { login, logout, toMe } from './service.ts';

const TEN_MINUTES = 10 * 60 * 1000;

function accountKey(request: FastifyRequest) {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `login:account:${username}`;
}

export function authRoutes(app: Api, { db }: AppContext) {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password (url-encoded or multipart form)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: LoginFormSchema,
        response: { 200: LoginResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      // Both limits apply to wrong guesses: per client address, and per account whatever address they come from.
      ...limitRequests(app, [
        { max: 30, timeWindowMs: TEN_MINUTES, key: (r) => `login:ip:${r.ip}`, count: 'refused' },
        { max: 10, timeWindowMs: TEN_MINUTES, key: accountKey, count: 'refused' },
      ]),
    },
    (request) => login(db, request.body),
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: MeSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => toMe(await requireUser(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this session',
        security: [{ bearer: [] }],
        response: { 200: MessageSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await logout(db, await requireUser(request));
      return { msg: 'Logged out successfully!' };
    },
  );
}
