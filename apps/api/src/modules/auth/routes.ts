import {
  ApiErrorSchema,
  LoginFormSchema,
  LoginResponseSchema,
  MeSchema,
  MessageSchema,
  UpdateMeSchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { tooManyLogins } from '../../lib/login-limits.ts';
import { requireUser } from '../../plugins/auth.ts';
import { changeMe, login, logout, toMe } from './service.ts';

export function authRoutes(app: Api, { db, clock, loginLimits, sessionSockets }: AppContext) {
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
    },
    async (request, reply) => {
      const attempt = await loginLimits.attempt(request.body.username, request.ip);
      if (attempt.refused) throw tooManyLogins(reply, attempt.retryAfterMs);
      return login({ db, clock }, request.body, attempt);
    },
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

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the logged-in user's name and phone number, or the language they chose",
        security: [{ bearer: [] }],
        body: UpdateMeSchema,
        response: { 200: MeSchema, 401: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => toMe(await changeMe(db, await requireUser(request), request.body)),
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
      await logout({ db, sessionSockets }, await requireUser(request));
      return { msg: 'Logged out successfully!' };
    },
  );
}
