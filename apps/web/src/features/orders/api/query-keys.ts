/** The query keys of the customer's own orders. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
};
