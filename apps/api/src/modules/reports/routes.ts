import {
  ApiErrorSchema,
  HoursReportSchema,
  ProductsReportSchema,
  ROLE,
  ReportRangeQuerySchema,
  SalesReportQuerySchema,
  SalesReportSchema,
} from '@food/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { askedLanguageOf } from '../../lib/reader-language.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import {
  getDatevCsv,
  getHoursReport,
  getProductsCsv,
  getProductsReport,
  getSalesCsv,
  getSalesReport,
  type ReportFile,
} from './service.ts';

const tags = ['reports'];
const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };
const RANGE =
  "Days are the store's calendar days in its time zone; `from` after `to`, or over 400 days, is a 422.";

function download(reply: FastifyReply, file: ReportFile, type: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

const csvResponse = (description: string) => ({
  200: z.string().describe(description),
  ...refused,
});

export function reportRoutes(app: Api, { db, clock }: AppContext) {
  app.get(
    '/reports/sales',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "Your store's sales per day, week or month and in total: orders, takings, VAT, how paid",
        description:
          `${RANGE} An order counts on the day it was placed, a refund on the day it was made; takings are ` +
          "the accepted orders' totals less the refunds, split per VAT rate as on the receipts.",
        querystring: SalesReportQuerySchema,
        response: { 200: SalesReportSchema, ...refused },
      },
    },
    async (request) => getSalesReport(db, await requireAdminStore(request), request.query, clock.now()),
  );

  app.get(
    '/reports/products',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          'What sold: quantity, takings and share per product and variant, per category; options chosen most',
        description: RANGE,
        querystring: ReportRangeQuerySchema,
        response: { 200: ProductsReportSchema, ...refused },
      },
    },
    async (request) => getProductsReport(db, await requireAdminStore(request), request.query, clock.now()),
  );

  app.get(
    '/reports/hours',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: "The kitchen's busy hours: orders and takings per weekday and hour, and the answer time",
        description: RANGE,
        querystring: ReportRangeQuerySchema,
        response: { 200: HoursReportSchema, ...refused },
      },
    },
    async (request) => getHoursReport(db, await requireAdminStore(request), request.query),
  );

  app.get(
    '/reports/sales.csv',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'The sales report as a spreadsheet: one row per day',
        description:
          `${RANGE} UTF-8 with a byte order mark, CRLF line ends and a header row in the reader's language; ` +
          'in German `;` and decimal commas, in English `,` and decimal points, as spreadsheets there read them.',
        querystring: ReportRangeQuerySchema,
        produces: ['text/csv'],
        response: csvResponse('sales_{from}_{to}.csv'),
      },
    },
    async (request, reply) => {
      const file = await getSalesCsv(
        db,
        await requireAdminStore(request),
        request.query,
        clock.now(),
        askedLanguageOf(request),
      );
      return download(reply, file, 'text/csv; charset=utf-8');
    },
  );

  app.get(
    '/reports/products.csv',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary: 'The products report as a spreadsheet: one row per product and variant',
        description: `${RANGE} Written like sales.csv.`,
        querystring: ReportRangeQuerySchema,
        produces: ['text/csv'],
        response: csvResponse('products_{from}_{to}.csv'),
      },
    },
    async (request, reply) => {
      const file = await getProductsCsv(
        db,
        await requireAdminStore(request),
        request.query,
        clock.now(),
        askedLanguageOf(request),
      );
      return download(reply, file, 'text/csv; charset=utf-8');
    },
  );

  app.get(
    '/reports/datev.csv',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags,
        summary:
          "The takings as a DATEV Buchungsstapel (EXTF 700, format version 13) for the store's accountant",
        description:
          `${RANGE} One booking per day, payment method and VAT rate, refunds as their own bookings, on ` +
          'the accounts of Settings → Accounting (see docs/datev-export.md). Windows-1252. The range lies ' +
          'in one fiscal year (else 422 `datev_one_fiscal_year`); without the consultant and client ' +
          'numbers 409 `accounting_numbers_missing`.',
        querystring: ReportRangeQuerySchema,
        produces: ['text/csv'],
        response: { ...csvResponse('EXTF_Buchungsstapel_{from}_{to}.csv'), 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await getDatevCsv(db, await requireAdminStore(request), request.query, clock.now());
      return download(reply, file, 'text/csv; charset=windows-1252');
    },
  );
}
