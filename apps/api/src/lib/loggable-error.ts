// What of a database error may be logged: codes and names, never the values a query carried.
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode'] as const;

/** Drizzle puts the query's parameters (e-mails, password hashes, tokens) into its message after "params:". */
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
/** PostgreSQL quotes the offending value at the end of a data error: `invalid input syntax for type integer: "…"`. */
const withoutQuotedValue = (text: string) => text.replace(/: ".*"$/s, ': [redacted]');

/**
 * The pino `err` serializer: type, message, stack, the SQL text (placeholders only) and the fields of
 * SAFE_FIELDS, down the cause chain. A PostgreSQL `detail` ("Key (email)=(…) already exists") and the
 * parameters are left out, so a 5xx log line never holds a customer's data.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const source = error as Error & Record<string, unknown>;
  const fromDatabase = typeof source.severity === 'string';
  const message = fromDatabase ? withoutQuotedValue(error.message) : withoutParams(error.message);
  const out: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: error.stack === undefined ? undefined : withoutParams(error.stack.replace(error.message, message)),
  };
  if (typeof source.query === 'string') out.query = source.query;
  for (const field of SAFE_FIELDS) if (source[field] !== undefined) out[field] = source[field];
  if (error.cause !== undefined && depth < 5) out.cause = loggableError(error.cause, depth + 1);
  return out;
}
