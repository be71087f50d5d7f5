import { eq, inArray } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  addresses,
  categories,
  deliveryPostcodes,
  discounts,
  imageFiles,
  images,
  optionGroups,
  productOptionGroups,
  productVariants,
  products,
  storeHours,
  stores,
  taxes,
  users,
} from '../schema/index.ts';
import { DEMO_LOGINS, DEMO_STORE_ID, seedDemo } from './demo.ts';
import { imageStoreFor } from '../../modules/images/service.ts';

const STORE = DEMO_STORE_ID;

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let uploadDir: string;
  let first: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    uploadDir = await mkdtemp(path.join(tmpdir(), 'demo-seed-'));
    first = await seedDemo(handle.db, { images: imageStoreFor(handle, uploadDir) });
  }, 30_000);

  afterAll(async () => {
    await handle?.close();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it('creates store 9 in pounds', async () => {
    expect(first).toEqual({ storeId: 9, created: true });
    const [store] = await handle.db.select().from(stores).where(eq(stores.id, STORE));
    expect(store).toMatchObject({ currency: 'GBP', locale: 'en-GB', timezone: 'Europe/Berlin' });
  });

  it('gives every category a WebP picture that is stored: on PostgreSQL in its table, else on disk', async () => {
    const rows = await handle.db.select().from(categories).where(eq(categories.storeId, STORE));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const imageRows = await handle.db.select().from(images).where(eq(images.storeId, STORE));
    for (const category of rows) {
      expect(category.description).not.toBe('');
      expect(category.imageUrl).toMatch(/^\/uploads\/demo\/[\w-]+\.webp$/);
      const name = (category.imageUrl ?? '').replace(/^\/uploads\//, '');
      const bytes =
        handle.kind === 'postgres'
          ? (await handle.db.select().from(imageFiles).where(eq(imageFiles.name, name)))[0]!.data
          : await readFile(path.join(uploadDir, name));
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(imageRows.find((image) => image.url === category.imageUrl)).toMatchObject({
        width: 800,
        height: 600,
        bytes: bytes.length,
      });
    }
  });

  it('fills the menu with simple and variable products', async () => {
    const rows = await handle.db.select().from(products).where(eq(products.storeId, STORE));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.every((product) => product.isActive)).toBe(true);
    const variable = rows.filter((product) => product.type === 'variable');
    expect(variable.length).toBeGreaterThanOrEqual(3);
    const variants = await handle.db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          variable.map((product) => product.id),
        ),
      );
    for (const product of variable) {
      expect(product.priceMinor).toBeNull();
      expect(variants.filter((variant) => variant.productId === product.id).length).toBeGreaterThanOrEqual(2);
    }
    for (const product of rows.filter((row) => row.type === 'simple')) {
      expect(product.priceMinor).toBeGreaterThan(0);
    }
  });

  it('marks allergens and dietary tags, and offers option groups on some products', async () => {
    const rows = await handle.db.select().from(products).where(eq(products.storeId, STORE));
    expect(rows.filter((product) => product.allergens.includes('gluten')).length).toBeGreaterThan(5);
    expect(rows.some((product) => product.dietary.includes('vegan'))).toBe(true);
    const links = await handle.db
      .select({
        productId: productOptionGroups.productId,
        min: optionGroups.minChoices,
        max: optionGroups.maxChoices,
      })
      .from(productOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
      .where(eq(productOptionGroups.storeId, STORE));
    // A required single choice and an optional multiple one, as the storefront's product dialog shows them.
    expect(links).toContainEqual(expect.objectContaining({ min: 1, max: 1 }));
    expect(links).toContainEqual(expect.objectContaining({ min: 0, max: 3 }));
  });

  it('has the reduced and the standard VAT rate', async () => {
    const rows = await handle.db.select().from(taxes).where(eq(taxes.storeId, STORE));
    expect(rows.map((tax) => tax.rateBasisPoints).sort()).toEqual([1900, 700]);
  });

  it('has split days and a range that closes after midnight', async () => {
    const rows = await handle.db.select().from(storeHours).where(eq(storeHours.storeId, STORE));
    const perDay = new Map<number, number>();
    for (const row of rows) perDay.set(row.dayOfWeek, (perDay.get(row.dayOfWeek) ?? 0) + 1);
    expect([...perDay.values()].some((count) => count >= 2)).toBe(true);
    expect(perDay.has(0)).toBe(false);
    expect(rows.some((row) => row.closeTime <= row.openTime)).toBe(true);
  });

  it('has both discounts, postcodes and the demo people', async () => {
    const discountRows = await handle.db.select().from(discounts).where(eq(discounts.storeId, STORE));
    expect(Object.fromEntries(discountRows.map((row) => [row.code, row.value]))).toEqual({
      DELIVERY_DISCOUNT: 5,
      PICKUP_DISCOUNT: 10,
    });
    const inAYear = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
    for (const row of discountRows) {
      expect(row.type).toBe('percentage');
      expect(row.expiresAt > inAYear).toBe(true);
    }

    const postcodes = await handle.db
      .select()
      .from(deliveryPostcodes)
      .where(eq(deliveryPostcodes.storeId, STORE));
    expect(postcodes.length).toBeGreaterThanOrEqual(5);

    const people = await handle.db.select().from(users).where(eq(users.storeId, STORE));
    const admin = people.find((user) => user.email === DEMO_LOGINS.admin.email);
    const customer = people.find((user) => user.email === DEMO_LOGINS.customer.email);
    expect(admin).toMatchObject({ roleId: 3, customerName: 'Demo Administrator' });
    expect(customer?.roleId).toBe(2);
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(customer?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_LOGINS.admin.password)).toBe(true);

    const [address] = await handle.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, customer?.id ?? 0));
    expect(postcodes.map((row) => row.postcode)).toContain(address?.zip);
  });

  it('does nothing the second time', async () => {
    const count = async () =>
      (
        await Promise.all([
          handle.db.$count(products),
          handle.db.$count(categories),
          handle.db.$count(users),
          handle.db.$count(images),
        ])
      ).join();
    const before = await count();
    expect(await seedDemo(handle.db, { images: imageStoreFor(handle, uploadDir) })).toEqual({
      storeId: 9,
      created: false,
    });
    expect(await count()).toBe(before);
  });

  it('leaves the store id sequence past the demo store', async () => {
    const [store] = await handle.db
      .insert(stores)
      .values({
        name: 'Next Door Deli',
        address: 'Somewhere 1',
        country: 'Germany',
        currency: 'EUR',
        locale: 'de-DE',
      })
      .returning({ id: stores.id });
    expect(store?.id).toBe(10);
  });
});
