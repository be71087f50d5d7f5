import type { BackOfficeSearchResults } from '@food/contract';
import { APPROVAL_STATUS } from '@food/contract/constants';
import type { IntlShape } from 'react-intl';
import { paths } from '@/config/paths.ts';

export type SearchOption = {
  /** Unique in the list: the option's element id ends with it. */
  key: string;
  label: string;
  detail: string;
  href: string;
};

export type SearchGroup = {
  key: 'orders' | 'products' | 'categories';
  label: string;
  options: SearchOption[];
};

const APPROVAL_TEXT = {
  [APPROVAL_STATUS.pending]: 'admin.search.status.pending',
  [APPROVAL_STATUS.accepted]: 'admin.search.status.accepted',
  [APPROVAL_STATUS.rejected]: 'admin.search.status.rejected',
  [APPROVAL_STATUS.cancelled]: 'admin.search.status.cancelled',
} as const;

const details = (...parts: (string | false)[]) => parts.filter(Boolean).join(' · ');

/**
 * The answer as the header's list shows it: one group each for orders, products and categories (empty
 * groups left out), every option with the page that opens it: the order on the desk, the product or
 * category in its edit dialog.
 */
export function searchGroups(
  intl: IntlShape,
  results: BackOfficeSearchResults,
  money: (amount: number) => string,
): SearchGroup[] {
  const inactive = intl.formatMessage({ id: 'admin.search.inactive' });
  const groups: SearchGroup[] = [
    {
      key: 'orders',
      label: intl.formatMessage({ id: 'admin.search.group.orders' }),
      options: results.orders.map((order) => ({
        key: `order-${order.id}`,
        label: intl.formatMessage({ id: 'admin.search.order' }, { number: String(order.number) }),
        detail: details(
          order.customer_name,
          order.phone,
          money(order.total),
          intl.formatMessage({ id: APPROVAL_TEXT[order.approval_status] }),
        ),
        href: `${paths.admin.orders.getHref()}?${new URLSearchParams({ filter: 'all', order: String(order.id) })}`,
      })),
    },
    {
      key: 'products',
      label: intl.formatMessage({ id: 'admin.search.group.products' }),
      options: results.products.map((product) => ({
        key: `product-${product.id}`,
        label: product.name,
        detail: details(product.item_code, product.category_name, !product.isActive && inactive),
        href: paths.admin.productsList.getHref(product.id),
      })),
    },
    {
      key: 'categories',
      label: intl.formatMessage({ id: 'admin.search.group.categories' }),
      options: results.categories.map((category) => ({
        key: `category-${category.id}`,
        label: category.name,
        detail: category.isActive ? intl.formatMessage({ id: 'admin.search.active' }) : inactive,
        href: paths.admin.categoryList.getHref(category.id),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
