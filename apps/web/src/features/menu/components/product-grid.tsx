import type { ReactNode } from 'react';

export const PRODUCT_PLACEHOLDER_COUNT = 10;

export function ProductGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-3 sm:gap-4 md:grid-cols-2">{children}</ul>;
}
