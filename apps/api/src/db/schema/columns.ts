import type { Translations } from '@food/contract/languages';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Name and description in the languages beside the default ones (`name`, `description`). */
export const translations = () => jsonb().$type<Translations>().notNull().default({});
