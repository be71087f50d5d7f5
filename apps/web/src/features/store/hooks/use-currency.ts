import type { CurrencySettings } from '@food/money';
import { useMemo } from 'react';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useStore } from '../api/get-store.ts';

/** The store's currency, in the reader's language and the store's region, for formatMoney (decisions §2). */
export function useCurrency(storeId: number): CurrencySettings | undefined {
  const { data: store } = useStore(storeId);
  const currency = store?.currency;
  const storeLocale = store?.locale;
  const locale = useFormatLocale(storeLocale);
  return useMemo(
    () => (currency && storeLocale ? { currency, locale } : undefined),
    [currency, storeLocale, locale],
  );
}
