export * from './errors.ts';
export * from './schemas/auth.ts';
export * from './schemas/categories.ts';
export * from './schemas/common.ts';
export * from './schemas/health.ts';
export * from './schemas/products.ts';
export * from './schemas/stores.ts';
export * from './schemas/taxes.ts';
