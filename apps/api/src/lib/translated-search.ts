import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Whether a `translations` column has a name in some language that matches `pattern` (ILIKE). */
export function anyTranslatedNameLike(translations: AnyColumn, pattern: string): SQL {
  return sql`exists (select 1 from jsonb_each(${translations}) as translation(language, text) where translation.text->>'name' ilike ${pattern})`;
}
