import { saveSession } from '@/features/auth/session.ts';

/** Logs a customer (or the demo store's administrator) in, the way the login form stores the session. */
export function logIn(role: 'customer' | 'admin' = 'customer') {
  const admin = role === 'admin';
  return saveSession(
    { access_token: `${role}-token`, token_type: 'bearer', role_id: admin ? 3 : 2, language: null },
    {
      id: admin ? 2 : 5,
      email: admin ? 'admin@example.com' : 'erika@example.com',
      role_id: admin ? 3 : 2,
      role,
      store_id: admin ? 9 : null,
      customer_name: admin ? 'Store admin' : 'Erika Mustermann',
      phone: '+49 30 1234567',
      language: null,
    },
  );
}
