import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withErrorAnswers } from './openapi-errors.ts';
import type { SecurityHeaders } from './security-headers.ts';

/** The OpenAPI document is generated from the routes' zod schemas and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, security: SecurityHeaders) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Food order API',
        description:
          'Online ordering for restaurants. Amounts are decimal numbers in the store currency; failures answer `{ detail, code }`. ' +
          'Besides what each operation lists, any request may be refused before it reaches one: 400 `request_malformed` ' +
          '(not HTTP), 408 `request_timeout`, 417 `expectation_unsupported` (an Expect other than 100-continue), ' +
          '503 `shutting_down` and 503 `unavailable` (the database away).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (document) =>
      jsonSchemaTransform(
        document.schema
          ? {
              ...document,
              schema: withErrorAnswers(document.schema, document.route.method, document.route.url),
            }
          : document,
      ),
    transformObject: jsonSchemaTransformObject,
  });
  // The app's policy with data: images, on the docs' own routes only; swagger-ui's `staticCSP` would
  // replace it with one that allows framing and styles from any https origin.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The standalone layout's top bar draws swagger's logo as an SVG with an inline <style>, which the
    // policy refuses; the docs need neither the logo nor the bar's box for loading other documents.
    uiConfig: { layout: 'BaseLayout' },
    uiHooks: {
      onRequest: (_request, reply, done) => {
        security.applyDocsPolicy(reply);
        done();
      },
    },
  });
}
