import { z } from 'zod';
import { text } from './common.ts';

const RoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const LoginFormSchema = z.object({
  username: z.email('Invalid email format').max(254),
  password: text().min(1, 'Required').max(200),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const LoginResponseSchema = z
  .object({ access_token: z.string(), token_type: z.literal('bearer'), role_id: RoleIdSchema })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role_id: RoleIdSchema,
    role: z.enum(['operator', 'customer', 'admin']),
    store_id: z.number().int().nullable(),
    customer_name: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;
