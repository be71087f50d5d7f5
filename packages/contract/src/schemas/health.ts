import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
    redis: z.object({ configured: z.boolean(), ok: z.boolean() }),
    uptime_s: z.number(),
  })
  .meta({ id: 'Health' });
