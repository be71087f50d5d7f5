import { errorCodeForStatus, type ApiError } from '@food/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body has been read and validated, so a later error is not the body's fault. */
    bodyAccepted?: true;
  }
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Fastify's own client errors get a sentence a person can act on. */
const DETAIL_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
};

function validationFields(
  error: { validation: { instancePath: string; message?: string }[] },
  context?: string,
) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || context || 'request';
    (fields[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

function toApiError(
  error: FastifyError | AppError,
  request: FastifyRequest,
): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        detail: error.detail,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.extras,
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error, error.validationContext);
    const [first] = Object.entries(fields);
    const detail = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
    return { status: 422, body: { detail, code: 'validation_failed', fields } };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { detail: 'The service is unavailable. Please try again in a few seconds.', code: 'unavailable' },
    };
  }
  // The multipart parser throws plain errors ("Boundary not found", "Unexpected end of multipart data").
  if (error.statusCode === undefined && !request.bodyAccepted && request.isMultipart()) {
    return { status: 400, body: { detail: 'The multipart form data is malformed.', code: 'bad_request' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = DETAIL_BY_FASTIFY_CODE[error.code] ?? error.message;
    return { status, body: { detail, code: errorCodeForStatus(status) } };
  }
  if (status === 503) {
    return {
      status,
      body: { detail: 'The service is unavailable. Please try again shortly.', code: 'unavailable' },
    };
  }
  return {
    status: 500,
    body: { detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    request.bodyAccepted = true;
  });
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error, request);
    if (body.code === 'unavailable') {
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      request.log.warn({ err: error }, 'database unavailable; request refused with 503');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, detail: body.detail }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
