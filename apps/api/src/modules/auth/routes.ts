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
import { requireUser, SIGNED_IN } from '../../plugins/auth.ts';
import { knownDevices } from './known-devices.ts';
import { changeMe, knownDeviceKey, login, logout, toMe } from './service.ts';

export function authRoutes(app: Api, { config, db, clock, loginLimits, sessionSockets }: AppContext) {
  const devices = knownDevices(() => knownDeviceKey(db));
  const httpsOnly = config.publicUrl.startsWith('https:');

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
      const device = await devices.read(request.headers.cookie);
      const outcome = await login({ db, clock, loginLimits }, request.body, { address: request.ip, device });
      if ('retryAfterMs' in outcome) throw tooManyLogins(reply, outcome);
      const secure = httpsOnly || request.protocol === 'https';
      reply.header('set-cookie', await devices.cookie(device, outcome.userId, secure));
      return outcome.answer;
    },
  );

  app.get(
    '/users/me',
    {
      config: { guard: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        response: { 200: MeSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => toMe(await requireUser(request)),
  );

  app.patch(
    '/users/me',
    {
      config: { guard: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: "Change the logged-in user's name and phone number, or the language they chose",
        body: UpdateMeSchema,
        response: { 200: MeSchema, 401: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => toMe(await changeMe(db, await requireUser(request), request.body)),
  );

  app.post(
    '/logout',
    {
      config: { guard: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this session',
        response: { 200: MessageSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await logout({ db, sessionSockets }, await requireUser(request));
      return { msg: 'Logged out successfully!' };
    },
  );
}
