import { SEARCH_GROUP_LIMIT, type BackOfficeSearchResults } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { ReadingLanguage } from '../../lib/translations.ts';
import { searchCategories } from '../categories/service.ts';
import { searchOrders } from '../orders/service.ts';
import { searchProducts } from '../products/service.ts';

/**
 * The back-office header search over one store: its orders, products and categories at once; menu names
 * match in any language and come back in `language`.
 */
export async function searchStore(
  db: Database,
  storeId: number,
  query: string,
  language: ReadingLanguage,
): Promise<BackOfficeSearchResults> {
  const [orders, products, categories] = await Promise.all([
    searchOrders(db, storeId, query, SEARCH_GROUP_LIMIT),
    searchProducts(db, storeId, query, SEARCH_GROUP_LIMIT, language),
    searchCategories(db, storeId, query, SEARCH_GROUP_LIMIT, language),
  ]);
  return { orders, products, categories };
}
