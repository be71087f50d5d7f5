import type { ErrorCode } from './error-codes.ts';

// Apart from error-codes.ts: the storefront's first script needs this, not the table of every code.
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  406: 'unsupported_media_type',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  417: 'expectation_unsupported',
  422: 'unprocessable',
  429: 'rate_limited',
  431: 'headers_too_large',
  503: 'unavailable',
};

/** The code for an answer whose body names none (a framework error, a proxy's error page). */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
