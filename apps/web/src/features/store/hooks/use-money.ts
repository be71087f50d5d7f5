import { formatMoney, toMinor } from '@food/money';
import { useMemo } from 'react';
import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useStore } from '../api/get-store.ts';

/** The currency's symbol on the side the store's locale writes it: "£" before, "€" after in German. */
export function currencyUnit(currency: string, locale: string): FieldUnit {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  const symbol = parts[at]?.value ?? currency;
  return at < parts.findIndex((part) => part.type === 'integer') ? { prefix: symbol } : { suffix: symbol };
}

/** Money in the store's own currency and locale (decisions §2); wire amounts are decimals. */
export function useMoney(storeId: number | null) {
  const { data: store } = useStore(storeId ?? 0, { enabled: storeId !== null });
  const locale = useFormatLocale(store?.locale);
  return useMemo(() => {
    if (!store) return { ready: false, format: () => '', unit: {} } as const;
    const settings = { currency: store.currency, locale };
    return {
      ready: true,
      format: (amount: number) => formatMoney(toMinor(amount), settings),
      unit: currencyUnit(store.currency, locale),
    } as const;
  }, [store, locale]);
}
