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
