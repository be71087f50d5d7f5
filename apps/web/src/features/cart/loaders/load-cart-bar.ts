// The cart bar is not in the menu's first load: it is fetched once the menu is live or the cart fills.
export const loadCartBar = () => import('../components/cart-bar.tsx');
