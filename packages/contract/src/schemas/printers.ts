import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { IdSchema, NameSchema, text } from './common.ts';
import { LanguageSchema } from './language.ts';

const PRINTER_KINDS = ['cloudprnt', 'escpos_tcp'] as const;
export const PrinterKindSchema = z.enum(PRINTER_KINDS);

/** The raw-socket port nearly every ESC/POS network printer listens on. */
export const ESCPOS_DEFAULT_PORT = 9100;

/** A CloudPRNT printer that has not polled for this long is offline. */
export const PRINTER_OFFLINE_AFTER_MS = 60_000;

const PRINT_JOB_KINDS = ['ticket', 'copy', 'test'] as const;
const PrintJobKindSchema = z.enum(PRINT_JOB_KINDS);
export type PrintJobKind = z.infer<typeof PrintJobKindSchema>;

const PRINT_JOB_STATUSES = ['queued', 'printing', 'printed', 'failed'] as const;
const PrintJobStatusSchema = z.enum(PRINT_JOB_STATUSES);

/** POST /printers, PUT /printers/{id}: what the owner sets. */
export const SavePrinterSchema = z
  .object({
    name: NameSchema,
    kind: PrinterKindSchema,
    /**
     * escpos_tcp: the printer's address on the restaurant's network: a private LAN address (10/8, 172.16/12,
     * 192.168/16, fc00::/7) on a port from 9100 to 9109, or one in the server's PRINTER_NETWORKS on any
     * port; an IP address or a name whose every address is allowed. cloudprnt: none, the printer polls.
     */
    host: text()
      .trim()
      .max(253, validationMessage('validation.max_characters', { max: 253 }))
      .nullish(),
    port: z.coerce
      .number()
      .int(validationMessage('validation.port_range'))
      .min(1, validationMessage('validation.port_range'))
      .max(65_535, validationMessage('validation.port_range'))
      .nullish(),
    width_mm: z.union([z.literal(58), z.literal(80)]).default(80),
    /** The ticket's language; omitted: the store's default language. */
    language: LanguageSchema.optional(),
    auto_print: z.boolean().default(true),
    /** Prints only the lines of these categories (a bar printer: the drinks); null: every line. */
    category_ids: z.array(IdSchema).max(500).nullable().default(null),
  })
  .meta({ id: 'SavePrinter' });
export type SavePrinter = z.infer<typeof SavePrinterSchema>;

export const PrinterSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    name: z.string(),
    kind: PrinterKindSchema,
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    width_mm: z.union([z.literal(58), z.literal(80)]),
    language: LanguageSchema,
    auto_print: z.boolean(),
    category_ids: z.array(z.number().int()).nullable(),
    /**
     * cloudprnt: it polled within the last 60 s; escpos_tcp: the server has reached it and its last
     * connection succeeded (false before the first job reached it).
     */
    online: z.boolean(),
    /** cloudprnt: its last poll; escpos_tcp: its last successful connection; null: never. */
    last_seen_at: z.string().nullable(),
    /**
     * Since when it is offline (ISO instant): a CloudPRNT printer since its last poll (or since it was
     * added), an ESC/POS printer since the first failed connection after a success; null while online and
     * for an ESC/POS printer the server has not tried yet.
     */
    offline_since: z.string().nullable(),
    /** Jobs queued or printing. */
    jobs_waiting: z.number().int(),
    /** Jobs that gave up (until retried). */
    jobs_failed: z.number().int(),
  })
  .meta({ id: 'Printer' });
export type Printer = z.infer<typeof PrinterSchema>;

/** The answer to POST /printers: a CloudPRNT printer's secret URL, shown this once. */
export const CreatedPrinterSchema = PrinterSchema.extend({
  cloudprnt_url: z.string().nullable(),
}).meta({ id: 'CreatedPrinter' });
export type CreatedPrinter = z.infer<typeof CreatedPrinterSchema>;

export const PrintJobSchema = z
  .object({
    id: z.number().int(),
    printer_id: z.number().int(),
    /** null for a test print. */
    order_id: z.number().int().nullable(),
    /** The order's number as the desk shows it; null for a test print. */
    order_number: z.number().int().nullable(),
    kind: PrintJobKindSchema,
    status: PrintJobStatusSchema,
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    printed_at: z.string().nullable(),
  })
  .meta({ id: 'PrintJob' });
export type PrintJob = z.infer<typeof PrintJobSchema>;

/** POST /orders/{id}/print: a copy of the ticket on that printer. */
export const PrintOrderSchema = z.object({ printer_id: IdSchema });
