import { errorCodeForStatus, type ApiError, type ErrorCode, type Language } from '@food/contract';
import { requestLanguage, translate } from '@food/i18n/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError, paramsIn, translateMessage, type ErrorParams } from '../lib/errors.ts';
import { validationText } from '../lib/validation-text.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body has been read and validated, so a later error is not the body's fault. */
    bodyAccepted?: true;
  }
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Fastify's own client errors get a sentence a person can act on. */
const CODE_BY_FASTIFY_CODE: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content_type_not_accepted',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content_length_mismatch',
  FST_REQ_FILE_TOO_LARGE: 'upload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart_required',
  FST_ERR_BAD_URL: 'url_malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'url_too_long',
};

const ZOD_LOCALES = { de: z.locales.de(), en: z.locales.en() } satisfies Record<Language, unknown>;

type ValidationIssue = { instancePath: string; message?: string };

const DATA_OF: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/**
 * The request's problems with zod's own sentences in `language`: the part is checked again with the
 * language's locale, which yields to the contract's own messages. Null when that cannot be done.
 */
function issuesIn(language: Language, request: FastifyRequest, context: string): ValidationIssue[] | null {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const schema = schemas?.[context] ?? (context === 'querystring' ? schemas?.query : undefined);
  const data = DATA_OF[context]?.(request);
  if (!(schema instanceof z.ZodType) || data === undefined) return null;
  try {
    const result = schema.safeParse(data, { error: ZOD_LOCALES[language].localeError });
    return result.success
      ? null
      : result.error.issues.map((issue) => ({
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
        }));
  } catch {
    return null;
  }
}

function issueMessage(language: Language, issue: ValidationIssue): string {
  return validationText(language, issue.message ?? 'Invalid value');
}

function validationFields(language: Language, issues: ValidationIssue[], context?: string) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || context || 'request';
    (fields[key] ??= []).push(issueMessage(language, issue));
  }
  return fields;
}

const answer = (language: Language, status: number, code: ErrorCode, params?: ErrorParams) => ({
  status,
  body: {
    detail: translateMessage(language, { id: `errors.${code}`, params }),
    code,
    ...(params ? { params: paramsIn(language, params) } : {}),
  },
});

function fromAppError(error: AppError, language: Language): { status: number; body: ApiError } {
  const { fields, extras } = error.options;
  return {
    status: error.statusCode,
    body: {
      detail: error.detailIn(language),
      code: error.code,
      ...(error.params ? { params: paramsIn(language, error.params) } : {}),
      ...(fields
        ? {
            fields: Object.fromEntries(
              Object.entries(fields).map(([field, messages]) => [
                field,
                messages.map((message) => translateMessage(language, message)),
              ]),
            ),
          }
        : {}),
      ...extras,
    },
  };
}

function toApiError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  language: Language,
): { status: number; body: ApiError } {
  if (error instanceof AppError) return fromAppError(error, language);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const issues =
      (language === 'en' ? null : issuesIn(language, request, context)) ??
      (error.validation as ValidationIssue[]);
    const fields = validationFields(language, issues, error.validationContext);
    const [field, messages] = Object.entries(fields)[0] ?? [
      'request',
      [translate(language, 'errors.request_invalid')],
    ];
    const params = { field, message: messages[0]! };
    const detail = translate(language, 'errors.validation_failed', params);
    return { status: 422, body: { detail, code: 'validation_failed', params, fields } };
  }
  if (isDatabaseUnavailable(error)) return answer(language, 503, 'unavailable', { wait: 'seconds' });
  // The multipart parser throws plain errors ("Boundary not found", "Unexpected end of multipart data").
  if (error.statusCode === undefined && !request.bodyAccepted && request.isMultipart()) {
    return answer(language, 400, 'multipart_malformed');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_FASTIFY_CODE[error.code];
    if (code) return answer(language, status, code);
    const generic = errorCodeForStatus(status);
    // @fastify/rate-limit's own 429 names no wait in seconds of ours.
    return answer(language, status, generic, generic === 'rate_limited' ? { wait: 'later' } : undefined);
  }
  if (status === 503) return answer(language, status, 'unavailable', { wait: 'shortly' });
  return answer(language, 500, 'internal_error');
}

async function sendApiError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
) {
  const { status, body } = toApiError(error, request, language);
  if (body.code === 'unavailable') {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    request.log.warn({ err: error }, 'database unavailable; request refused with 503');
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, detail: body.detail }, 'request refused');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors` (a broken %-escape, a path parameter over its length): its request is
 * made before any route, without the request decorators, so its language is worked out here.
 */
export async function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = requestLanguage(request, await request.server.defaultLanguage());
  return sendApiError(error, request, reply, language);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    request.bodyAccepted = true;
  });
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) =>
    sendApiError(error, request, reply, await request.language()),
  );
}
