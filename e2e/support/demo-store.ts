/** The demo restaurant's store id, which `npm start` seeds and every e2e test orders from. */
export const DEMO_STORE_ID = 9;
