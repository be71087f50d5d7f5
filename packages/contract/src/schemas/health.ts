import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
    redis: z.object({ configured: z.boolean(), ok: z.boolean() }),
    uptime_s: z.number(),
  })
  .meta({ id: 'Health' });

/** `GET /api/health/live`: the process answers; nothing else is checked. */
export const LivenessSchema = z
  .object({ status: z.literal('ok'), uptime_s: z.number() })
  .meta({ id: 'Liveness' });

/** `GET /api/health/ready`: whether a load balancer should send this process requests (200) or not (503). */
export const ReadinessSchema = z
  .object({ status: z.enum(['ready', 'starting', 'draining', 'database_unreachable']) })
  .meta({ id: 'Readiness' });
