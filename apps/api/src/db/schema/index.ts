export * from './addresses.ts';
export * from './catalogue.ts';
export * from './images.ts';
export * from './orders.ts';
export * from './store-settings.ts';
export * from './stores.ts';
export * from './users.ts';
