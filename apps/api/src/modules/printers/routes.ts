import {
  ApiErrorSchema,
  CreatedPrinterSchema,
  IdParamsSchema,
  PrinterSchema,
  PrintJobSchema,
  PrintOrderSchema,
  ROLE,
  SavePrinterSchema,
} from '@food/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import {
  createPrinter,
  deletePrinter,
  listPrinters,
  listPrintJobs,
  printCopy,
  printTest,
  retryPrinter,
  updatePrinter,
  type PrinterDeps,
} from './service.ts';

const backOffice = { tags: ['printers'] };
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };
const admin = { guard: [ROLE.storeAdmin] };

export function printerRoutes(app: Api, { config }: AppContext, deps: PrinterDeps) {
  app.get(
    '/printers',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: "The kitchen printers of the caller's store",
        response: { 200: z.array(PrinterSchema), ...refused },
      },
    },
    async (request) => listPrinters(deps, await requireAdminStore(request)),
  );

  app.post(
    '/printers',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: "Add a printer (a CloudPRNT printer's URL is in this answer only)",
        body: SavePrinterSchema,
        response: { 201: CreatedPrinterSchema, ...refused },
      },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request);
      return reply.code(201).send(await createPrinter(deps, storeId, request.body, config.publicUrl));
    },
  );

  app.put(
    '/printers/:id',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: 'Change a printer',
        params: IdParamsSchema,
        body: SavePrinterSchema,
        response: { 200: PrinterSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => updatePrinter(deps, await requireAdminStore(request), request.params.id, request.body),
  );

  app.delete(
    '/printers/:id',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: 'Remove a printer and its jobs',
        params: IdParamsSchema,
        response: { 204: z.null(), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deletePrinter(deps, await requireAdminStore(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/printers/:id/test',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: 'Print a test page',
        params: IdParamsSchema,
        response: { 201: PrintJobSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await printTest(deps, await requireAdminStore(request), request.params.id)),
  );

  app.post(
    '/printers/:id/retry',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: "Queue the printer's failed jobs again",
        params: IdParamsSchema,
        response: { 200: z.object({ requeued: z.number().int() }), ...refused, 404: ApiErrorSchema },
      },
    },
    async (request) => retryPrinter(deps, await requireAdminStore(request), request.params.id),
  );

  app.post(
    '/orders/:id/print',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: "Print a copy of the order's ticket",
        params: IdParamsSchema,
        body: PrintOrderSchema,
        response: { 201: PrintJobSchema, ...refused, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await printCopy(deps, await requireAdminStore(request), request.params.id, request.body.printer_id),
        ),
  );

  app.get(
    '/print-jobs',
    {
      config: admin,
      schema: {
        ...backOffice,
        summary: "The store's print jobs of the last 24 hours, newest first",
        response: { 200: z.array(PrintJobSchema), ...refused },
      },
    },
    async (request) => listPrintJobs(deps, await requireAdminStore(request)),
  );
}
