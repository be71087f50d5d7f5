/** PostgreSQL error of a query, whether thrown directly (pg, PGlite) or wrapped by Drizzle as its cause. */
function postgresError(error: unknown): { code?: string; constraint?: string } | null {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    if (typeof (current as { code?: unknown }).code === 'string') return current as { code: string };
  }
  return null;
}

/** A unique constraint (optionally this one) refused the write. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresError(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** A foreign key refused the write, e.g. a delete of a row that others still point at. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresError(error)?.code === '23503';
}

// Class 08 (connection exception), the server shutting down or starting up (57P01–57P03), no free connections.
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const UNREACHABLE_SYSCALL = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or unobtainable connection with plain Errors and these messages.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Cannot use a pool after calling end/i;

/** The database could not be reached or dropped the connection: the request may succeed if retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_SYSCALL.has(code)))
      return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}
