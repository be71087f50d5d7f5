import { formatMoney, toMinor } from '@food/money';
import { useMemo } from 'react';
import { useStore } from '../api/get-store.ts';

function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Money in the store's own currency and locale (decisions §2); wire amounts are decimals. */
export function useMoney(storeId: number | null) {
  const { data: store } = useStore(storeId ?? 0, { enabled: storeId !== null });
  return useMemo(() => {
    if (!store) return { ready: false, format: () => '', symbol: '' } as const;
    const settings = { currency: store.currency, locale: store.locale };
    return {
      ready: true,
      format: (amount: number) => formatMoney(toMinor(amount), settings),
      symbol: currencySymbol(store.currency, store.locale),
    } as const;
  }, [store]);
}
