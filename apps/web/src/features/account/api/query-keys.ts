/** The query keys of the customer's account. */
export const accountKeys = {
  all: ['account'] as const,
  verification: (token: string) => [...accountKeys.all, 'verification', token] as const,
};
