import { ApiErrorSchema } from '@food/contract';
import type { FastifySchema } from 'fastify';

/** The methods whose body Fastify reads (as JSON, a form or multipart) whatever the route's schema says. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

/**
 * The failures every route of a kind can answer, whether or not its own schema lists them: what Node's
 * parser, the router, the body parser, the validator and the bearer check refuse. A route's own entry
 * for a status wins, so the answers it documents by hand (403 with a role, 404, 409, 429 with a rate
 * limit) keep their place.
 */
export function withErrorAnswers(
  schema: FastifySchema,
  method: string | string[],
  url: string,
): FastifySchema {
  if (schema.hide) return schema;
  const methods = [method].flat();
  const readsBody = methods.some((m) => BODY_METHODS.has(m.toUpperCase()));
  const readsPath = /[:*]/.test(url);
  const validates = [schema.body, schema.querystring, schema.params, schema.headers].some(Boolean);
  const unreadable = [
    readsBody && 'The body cannot be read: `invalid_json`, `empty_json_body`, `multipart_malformed`',
    readsPath && 'A path parameter is not a valid %-escape: `url_malformed`',
  ].filter((text) => text !== false);
  const answers = {
    ...(unreadable.length > 0 && { 400: errorAnswer(unreadable.join('. ')) }),
    ...(readsBody && {
      413: errorAnswer('The body is too large: `body_too_large`, `upload_too_large`'),
      415: errorAnswer('No parser for the content type: `content_type_not_accepted`'),
    }),
    ...(readsPath && { 414: errorAnswer('A path parameter is too long: `url_too_long`') }),
    // Node's parser refuses these before any route is chosen: every operation can answer it.
    431: errorAnswer('The request line (with its query) or the headers are too large: `headers_too_large`'),
    ...(validates && {
      422: errorAnswer(
        'The path, query, headers or body break the schema: `validation_failed`, with `fields`',
      ),
    }),
    ...(schema.security?.length && {
      401: errorAnswer('No valid bearer token: `unauthorized`'),
    }),
  };
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const [status, answer] of Object.entries(answers)) response[status] ??= answer;
  return { ...schema, response };
}
