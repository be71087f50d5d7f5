import { ROLE } from '@food/contract';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../auth/repository.ts';
import { getStore } from '../stores/service.ts';
import { insertUser } from './repository.ts';

export const CreateAdminSchema = z.object({
  storeId: z.coerce.number().int().positive('must be a store id'),
  email: z.email('must be an e-mail address'),
  password: z.string().min(8, 'must have at least 8 characters').max(200),
  name: z.string().trim().max(120).default('Administrator'),
});
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;

/** A store administrator (role 3), verified from the start: an operator vouches for them. */
export async function createAdmin(db: Database, input: CreateAdmin) {
  await getStore(db, input.storeId);
  if (await findUserByEmail(db, input.email))
    throw conflict(`A user with the e-mail ${input.email} already exists`);
  return insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    roleId: ROLE.storeAdmin,
    storeId: input.storeId,
    customerName: input.name,
    emailVerifiedAt: new Date(),
  });
}
