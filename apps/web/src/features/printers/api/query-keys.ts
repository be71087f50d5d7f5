export const printerKeys = {
  all: ['printers'] as const,
  list: () => [...printerKeys.all, 'list'] as const,
  /** The store's print jobs of the last day: each order's ticket state on the desk. */
  jobs: () => [...printerKeys.all, 'jobs'] as const,
};
