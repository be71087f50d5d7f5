// The dialog's code (and radix-ui) loads on first use, not with the menu; this starts the download a
// moment earlier, when the pointer or focus reaches a button that opens it. A file of its own: the
// dialogs that open one another would otherwise import themselves through a shared one.
export const loadCartModal = () => import('../components/cart-modal.tsx');
