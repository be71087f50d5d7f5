import { ApiErrorSchema, text } from '@food/contract';
import { z } from 'zod';
import type { Api } from '../../lib/http.ts';
import { limitRequests } from '../../lib/rate-limit.ts';
import { cloudJobContent, confirmCloudJob, pollCloudPrinter } from './cloudprnt.ts';
import type { PrinterDeps } from './service.ts';
import { TICKET_MEDIA } from './ticket.ts';

// text(): a NUL or a lone surrogate is the client's mistake (422), as in every other route.
const Params = z.object({ token: text().min(1).max(100) });
const cloudprnt = { tags: ['cloudprnt'] };

/**
 * Star CloudPRNT: the printer polls with its status, fetches the offered job, confirms it. No login: the
 * token in the URL is the printer's secret.
 */
export function cloudPrntRoutes(app: Api, deps: PrinterDeps) {
  // A printer polls every few seconds; more than one a second per printer and address is not a printer.
  const limited = limitRequests(app, [
    {
      max: 120,
      timeWindowMs: 60_000,
      key: (r) => `cloudprnt:${(r.params as { token: string }).token}:${r.ip}`,
    },
  ]);

  app.post(
    '/cloudprnt/:token',
    {
      ...limited,
      schema: {
        ...cloudprnt,
        summary: 'A CloudPRNT poll: is a job ready?',
        params: Params,
        body: z.looseObject({}).optional(),
        response: {
          200: z.object({
            jobReady: z.boolean(),
            mediaTypes: z.array(z.string()).optional(),
            jobToken: z.string().optional(),
          }),
          404: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => pollCloudPrinter(deps, request.params.token),
  );

  app.get(
    '/cloudprnt/:token',
    {
      ...limited,
      schema: {
        ...cloudprnt,
        summary: "The offered job's content in the asked media type",
        params: Params,
        querystring: z.object({ type: text().max(100).default(''), token: text().min(1).max(100) }),
        produces: [TICKET_MEDIA.starPrnt, TICKET_MEDIA.text],
        response: {
          // Fastify sends a Buffer as it is, unserialised.
          200: z.string().describe('The job: StarPRNT commands or plain text'),
          404: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { type, body } = await cloudJobContent(
        deps,
        request.params.token,
        request.query.token,
        request.query.type,
      );
      return reply.type(type).send(body as unknown as string);
    },
  );

  app.delete(
    '/cloudprnt/:token',
    {
      ...limited,
      schema: {
        ...cloudprnt,
        summary: 'The printer confirms the job (a code starting with 2) or reports it failed',
        params: Params,
        querystring: z.object({ code: text().max(100).default(''), token: text().min(1).max(100) }),
        response: { 200: z.object({}), 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await confirmCloudJob(deps, request.params.token, request.query.token, request.query.code);
      return {};
    },
  );
}
