import { errorCodeForStatus } from '@food/contract/error-code-for-status';
import type { ApiError as ApiErrorBody, ErrorCode } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { getIntl, getLanguage } from './i18n/language.ts';

export type ApiErrorCode = ErrorCode | 'network_error';

/** Every failed call of the API client, whatever went wrong: `message` can be shown to a person as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string[]>>;
  /** With `slot_full`: the next slot that has room, or null. */
  readonly nextSlot: ApiErrorBody['next_slot'] | null;

  constructor(
    message: string,
    {
      status,
      code,
      fields = {},
      nextSlot = null,
    }: {
      status: number;
      code: ApiErrorCode;
      fields?: Record<string, string[]>;
      nextSlot?: ApiErrorBody['next_slot'];
    },
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.nextSlot = nextSlot ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects and arrays are sent as JSON; FormData and URLSearchParams as forms. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A token to send instead of the stored session's, e.g. right after login before the session is saved.
   * `null` sends no token at all. A 401 on such a call is the caller's business, not a lost session.
   */
  token?: string | null;
  /** The answer's bytes as they are (a PDF, a file to save), instead of its JSON. */
  asBlob?: boolean;
};

type ApiClientHooks = {
  getToken: () => string | null;
  onUnauthorized: () => void;
};

let hooks: ApiClientHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The app tells the client where the session token lives and what to do when the server rejects it. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

const API_BASE = '/api';

/**
 * The catalogue's sentence for `code` with the values the server named, in the active language; else the
 * server's own sentence (already in the language the request asked for). Without values, a code's
 * sentence could lack the ones it names, so the server's sentence is shown.
 */
function errorMessage(code: ApiErrorCode, params: ApiErrorBody['params'], detail: string): string {
  const intl = getIntl();
  const id = `errors.${code}` as MessageId;
  return params && id in intl.messages ? intl.formatMessage({ id }, params) : detail;
}

const networkMessage = () => getIntl().formatMessage({ id: 'errors.network_error' });

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser sets the multipart boundary and form content types itself.
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!response.headers.get('Content-Type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(errorMessage(body.code, body.params, body.detail), {
      status,
      code: body.code,
      fields: body.fields,
      nextSlot: body.next_slot,
    });
  }
  const message = getIntl().formatMessage(
    { id: status >= 500 ? 'errors.server_problem' : 'errors.request_failed' },
    { status },
  );
  return new ApiError(message, { status, code: errorCodeForStatus(status) });
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers({
    Accept: 'application/json',
    // Answers (menu texts, error sentences) in the language the customer reads.
    'Accept-Language': getLanguage(),
    ...options.headers,
  });
  const usesSession = options.token === undefined;
  const token = usesSession ? hooks.getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: encodeBody(body, headers),
      // The default, said out loud: the login sends and receives the `known_device` cookie (same origin).
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(networkMessage(), { status: 0, code: 'network_error' });
  }

  let data: unknown;
  try {
    data = options.asBlob && response.ok ? await response.blob() : await readBody(response);
  } catch {
    throw new ApiError(networkMessage(), { status: response.status, code: 'network_error' });
  }

  if (!response.ok) {
    if (response.status === 401 && usesSession && token) hooks.onUnauthorized();
    throw toApiError(response.status, data);
  }
  return data as T;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => request<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  /** A body only where a route takes one (DELETE /users/me: the password that confirms it). */
  delete: <T>(path: string, options?: BodyOptions, body?: unknown) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
  blob: (path: string, options?: BodyOptions) => request<Blob>(path, { ...options, asBlob: true }),
};
