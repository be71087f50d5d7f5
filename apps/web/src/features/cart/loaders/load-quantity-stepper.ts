// The stepper is not in the menu's first load: it is fetched once the menu is live or a dish is added.
export const loadQuantityStepper = () => import('../components/quantity-stepper.tsx');
