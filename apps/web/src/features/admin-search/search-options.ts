import type { BackOfficeSearchResults } from '@food/contract';
import { APPROVAL_STATUS } from '@food/contract/constants';
import { paths } from '@/config/paths.ts';

export type SearchOption = {
  /** Unique in the list: the option's element id ends with it. */
  key: string;
  label: string;
  detail: string;
  href: string;
};

export type SearchGroup = { label: string; options: SearchOption[] };

const APPROVAL_TEXT = {
  [APPROVAL_STATUS.pending]: 'Pending',
  [APPROVAL_STATUS.accepted]: 'Accepted',
  [APPROVAL_STATUS.rejected]: 'Rejected',
} as const;

const details = (...parts: (string | false)[]) => parts.filter(Boolean).join(' · ');

/**
 * The answer as the header's list shows it: one group each for orders, products and categories (empty
 * groups left out), every option with the page that opens it: the order on the desk, the product or
 * category in its edit dialog.
 */
export function searchGroups(
  results: BackOfficeSearchResults,
  money: (amount: number) => string,
): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      label: 'Orders',
      options: results.orders.map((order) => ({
        key: `order-${order.id}`,
        label: `Order #${order.number}`,
        detail: details(
          order.customer_name,
          order.phone,
          money(order.total),
          APPROVAL_TEXT[order.approval_status],
        ),
        href: `${paths.admin.orders.getHref()}?${new URLSearchParams({ filter: 'all', order: String(order.id) })}`,
      })),
    },
    {
      label: 'Products',
      options: results.products.map((product) => ({
        key: `product-${product.id}`,
        label: product.name,
        detail: details(product.item_code, product.category_name, !product.isActive && 'Inactive'),
        href: paths.admin.productsList.getHref(product.id),
      })),
    },
    {
      label: 'Categories',
      options: results.categories.map((category) => ({
        key: `category-${category.id}`,
        label: category.name,
        detail: category.isActive ? 'Active' : 'Inactive',
        href: paths.admin.categoryList.getHref(category.id),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
