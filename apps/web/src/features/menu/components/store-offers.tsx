import { formatMoney } from '@food/money';
import { BadgePercent } from 'lucide-react';
import { useIntl } from 'react-intl';
import { STORE_ID } from '@/config/store.ts';
import { useDiscounts } from '@/features/cart/api/get-discounts.ts';
import { usePostcodes } from '@/features/cart/api/get-postcodes.ts';
import { offerTexts } from '@/features/cart/offers.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';

/** The store's discounts and minimum orders, one short line for the menu's welcome: "10% off pickup · …". */
export function StoreOffers() {
  const intl = useIntl();
  const store = useStore(STORE_ID).data;
  const locale = useFormatLocale(store?.locale);
  const discounts = useDiscounts(STORE_ID).data;
  const postcodes = usePostcodes(STORE_ID).data;
  if (!store || !discounts || !postcodes) return null;
  const money = { currency: store.currency, locale };
  const texts = offerTexts(
    { discounts, pickupMinimum: store.min_order, postcodes },
    (minor) => formatMoney(minor, money),
    intl,
  );
  if (texts.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-semibold text-saffron-200">
      <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{texts.join(intl.formatMessage({ id: 'store.ui.separator' }))}</span>
    </p>
  );
}
