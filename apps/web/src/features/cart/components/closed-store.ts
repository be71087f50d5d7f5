import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/** Shown when someone tries to check out while the store is closed (spec §2, word for word). */
export const closedStoreMessage = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.closed_store' });

/** In the cart while the store takes no orders now but does for later (issue 13). */
export const orderAheadMessage = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.order_ahead' });
