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

/**
 * Money in the store's own currency and locale (decisions §2); wire amounts are decimals. `shownCurrency`
 * is the currency of the payload being shown (an order, the dashboard carry one): with it, amounts have
 * their symbol while the store is still loading, in the reader's locale until the store's is known.
 */
export function useMoney(storeId: number | null, shownCurrency?: string) {
  const { data: store } = useStore(storeId ?? 0, { enabled: storeId !== null });
  const locale = useFormatLocale(store?.locale);
  const currency = store?.currency ?? shownCurrency;
  return useMemo(() => {
    if (!currency) return { ready: false, format: () => '', unit: {} } as const;
    const settings = { currency, locale };
    return {
      ready: true,
      format: (amount: number) => formatMoney(toMinor(amount), settings),
      unit: currencyUnit(currency, locale),
    } as const;
  }, [currency, locale]);
}
