/** The storefront serves one store (decisions §1); the demo data creates it with this id. */
export const STORE_ID = 9;
