import type { CurrencySettings } from '@food/money';
import { useMemo } from 'react';
import { useStore } from '../api/get-store.ts';

/** The store's currency and locale for formatMoney (decisions §2), once the store has loaded. */
export function useCurrency(storeId: number): CurrencySettings | undefined {
  const { data: store } = useStore(storeId);
  const currency = store?.currency;
  const locale = store?.locale;
  return useMemo(() => (currency && locale ? { currency, locale } : undefined), [currency, locale]);
}
