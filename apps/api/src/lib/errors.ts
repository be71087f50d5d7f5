import type { ApiError, ErrorCode } from '@food/contract';

/** What an error may add to `{ detail, code, fields }`. */
type ErrorExtras = Pick<ApiError, 'next_slot'>;

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  email_not_verified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  store_closed: 409,
  slot_full: 409,
  internal_error: 500,
  unavailable: 503,
};

/** The one error type of the API; the error handler turns it into `{ detail, code, fields? }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
    readonly extras?: ErrorExtras,
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const unauthorized = (detail = 'Please log in first') => new AppError('unauthorized', detail);
export const forbidden = (detail = 'You are not allowed to do this') => new AppError('forbidden', detail);
export const notFound = (detail: string) => new AppError('not_found', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
export const invalid = (detail: string, fields?: Record<string, string[]>) =>
  new AppError('validation_failed', detail, fields);
