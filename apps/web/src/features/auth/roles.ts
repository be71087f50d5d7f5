import type { ROLE as ContractRole } from '@food/contract';

/**
 * The contract's role ids, repeated here so the storefront does not load zod just for three numbers;
 * `satisfies` fails the type check if the two ever drift apart.
 */
export const ROLE = { operator: 1, customer: 2, storeAdmin: 3 } as const satisfies typeof ContractRole;
