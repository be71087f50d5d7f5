import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'store_closed',
  'internal_error',
  'service_unavailable',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every failure of the API (decisions §11). `fields` maps a field path to its problems. */
export const ApiErrorSchema = z
  .object({
    detail: z.string(),
    code: ErrorCodeSchema,
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Actions that succeed with nothing to return. */
export const MessageSchema = z.object({ msg: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
