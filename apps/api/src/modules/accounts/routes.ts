import {
  ApiErrorSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  MessageSchema,
  PersonalDataSchema,
  RegisterCustomerSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  VerifiedSchema,
  VerifyQuerySchema,
} from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import { askedLanguageOf } from '../../lib/reader-language.ts';
import type { Api } from '../../lib/http.ts';
import { mailboxKey } from '../../lib/mailbox.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import { requireUser, SIGNED_IN } from '../../plugins/auth.ts';
import { closeAccount } from './close-account.ts';
import { exportPersonalData } from './personal-data.ts';
import {
  registerCustomer,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './service.ts';

const tags = ['accounts'];
const HOUR = 60 * 60 * 1000;

export function accountRoutes(
  app: Api,
  { db, clock, config, mailer, sessionSockets, loginLimits }: AppContext,
) {
  const deps = { db, clock, mailer, publicUrl: config.publicUrl, defaultStoreId: config.storeId };

  app.post(
    '/register/customer',
    {
      schema: {
        tags,
        summary:
          'Register a customer with an address; a verification link is e-mailed (an e-mail that has an ' +
          'account gets the same answer, and its owner an e-mail with a reset link)',
        body: RegisterCustomerSchema,
        response: {
          201: MessageSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // Every registration e-mails someone: a script must not use it to send mail to a list of
      // addresses, nor flood one mailbox with "someone tried to register" e-mails.
      ...limitRequests(app, [
        { max: 20, timeWindowMs: HOUR, key: (r) => `register:ip:${r.ip}` },
        {
          max: 5,
          timeWindowMs: HOUR,
          key: (r) => `register:account:${mailboxKey((r.body as { username: string }).username)}`,
        },
      ]),
    },
    async (request, reply) => {
      await registerCustomer(deps, request.body, askedLanguageOf(request));
      return reply
        .code(201)
        .send({ msg: 'Registration successful! Please check your e-mail to verify your account.' });
    },
  );

  app.get(
    '/verify-registration',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the token of the link (single use, 24 hours)',
        querystring: VerifyQuerySchema,
        response: { 200: VerifiedSchema, 400: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      const { storeId, alreadyVerified } = await verifyEmail(deps, request.query.token);
      return alreadyVerified
        ? {
            msg: 'Your e-mail address is already confirmed. You can log in.',
            store_id: storeId,
            already_verified: true,
          }
        : {
            msg: 'Your e-mail address is verified. You can log in now.',
            store_id: storeId,
            already_verified: false,
          };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary:
          'E-mail a new verification link to a customer who cannot log in yet (same answer for any e-mail)',
        body: ResendVerificationSchema,
        response: { 200: MessageSchema, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
      ...limitRequests(app, [
        { max: 20, timeWindowMs: HOUR, key: (r) => `resend:ip:${r.ip}` },
        {
          max: 3,
          timeWindowMs: HOUR,
          key: (r) => `resend:account:${mailboxKey((r.body as { username: string }).username)}`,
        },
      ]),
    },
    async (request) => {
      resendVerification(deps, request.body.username, askedLanguageOf(request));
      return { msg: 'If this e-mail has an account waiting for verification, we have sent a new link.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
      ...limitRequests(app, [
        { max: 20, timeWindowMs: HOUR, key: (r) => `forgot:ip:${r.ip}` },
        {
          max: 5,
          timeWindowMs: HOUR,
          key: (r) => `forgot:account:${mailboxKey((r.body as { username: string }).username)}`,
        },
      ]),
    },
    async (request) => {
      requestPasswordReset(deps, request.body.username, askedLanguageOf(request));
      return { msg: 'If an account exists for this e-mail, we have sent a link to reset your password.' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of the link (single use, 1 hour); ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => {
      await resetPassword(
        { db, clock, sessionSockets, loginLimits },
        request.body.reset_token,
        request.body.new_password,
      );
      return { msg: 'Your password has been reset. You can log in now.' };
    },
  );

  app.get(
    '/users/me/export',
    {
      config: { guard: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Download everything kept about the logged-in user (GDPR Art. 15, 20): profile, addresses, ' +
          'orders with their lines, consents; a JSON file',
        response: { 200: PersonalDataSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
      ...limitRequests(app, [{ max: 20, timeWindowMs: HOUR, key: (r) => `export:ip:${r.ip}` }]),
    },
    async (request, reply) => {
      const data = await exportPersonalData({ db, clock }, await requireUser(request));
      const day = data.exported_at.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '/users/me',
    {
      config: { guard: SIGNED_IN },
      schema: {
        tags,
        summary:
          "Delete the logged-in customer's account (GDPR Art. 17), confirmed by the password: every session " +
          'ends; the orders stay for the restaurant, without name, phone or address',
        body: DeleteAccountSchema,
        response: {
          200: MessageSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      ...limitRequests(app, [{ max: 10, timeWindowMs: HOUR, key: (r) => `close-account:ip:${r.ip}` }]),
    },
    async (request) => {
      await closeAccount(
        { db, clock, sessionSockets, loginLimits },
        await requireUser(request),
        request.body.password,
      );
      return { msg: 'Your account has been deleted.' };
    },
  );
}
