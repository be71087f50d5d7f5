import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client.ts';
import {
  accountingSettings,
  addresses,
  deliveryPostcodes,
  discounts,
  images,
  specialDays,
  storeHours,
  storeLegal,
  stores,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ImageStore } from '../../modules/images/service.ts';
import { DEMO_LEGAL, DEMO_LEGAL_PLACEHOLDERS } from './demo-legal.ts';
import { renderDemoImages, type DemoImageFile } from './demo-images.ts';
import { idOf } from './id-of.ts';
import { insertDemoMenu } from './insert-demo-menu.ts';
import type { DemoImageSlug } from './demo-illustrations.ts';
import {
  DEMO_ACCOUNTING,
  DEMO_ADMIN_NAME,
  DEMO_CUSTOMER,
  DEMO_DISCOUNT_YEARS,
  DEMO_DISCOUNTS,
  DEMO_HOURS,
  DEMO_POSTCODES,
  DEMO_SPECIAL_DAYS,
  DEMO_STORE,
} from './demo-store.ts';

/** decisions §1: the storefront's default STORE_ID is 9, so the demo store takes that id. */
export const DEMO_STORE_ID = 9;

export const DEMO_LOGINS = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  customer: { email: 'customer@example.com', password: 'customer12345' },
} as const;

const ROLE_CUSTOMER = 2;
const ROLE_STORE_ADMIN = 3;

/**
 * Creates the demo restaurant (store 9) with its menu, hours, discounts, delivery area, an
 * administrator and a customer. Does nothing when store 9 already exists.
 */
export async function seedDemo(
  db: Database,
  options: { images: ImageStore },
): Promise<{ storeId: number; created: boolean }> {
  const unchanged = { storeId: DEMO_STORE_ID, created: false };
  if (await storeExists(db)) return unchanged;
  await assertLoginsFree(db);

  // The slow parts (argon2, image rendering) run before the transaction, which then only inserts.
  const [pictures, [adminHash, customerHash]] = await Promise.all([
    renderDemoImages(options.images),
    demoPasswordHashes(),
  ]);

  const created = await db.transaction(async (tx) => {
    // Checked again in here: another process may have seeded in the meantime.
    const inserted = await tx
      .insert(stores)
      .values({ id: DEMO_STORE_ID, ...DEMO_STORE })
      .onConflictDoNothing()
      .returning({ id: stores.id });
    if (inserted.length === 0) return false;
    // The explicit id bypassed the sequence; move it on so that later stores get fresh ids.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('stores', 'id'), (select max(id) from stores))`,
    );

    const userIds = await insertUsers(tx, adminHash, customerHash);
    await insertImages(tx, pictures, userIds.admin);
    await insertDemoMenu(tx, DEMO_STORE_ID, pictures);
    await insertSettings(tx);
    await tx
      .insert(storeLegal)
      .values({ storeId: DEMO_STORE_ID, ...DEMO_LEGAL, placeholders: DEMO_LEGAL_PLACEHOLDERS });
    await tx.insert(accountingSettings).values({ storeId: DEMO_STORE_ID, ...DEMO_ACCOUNTING });
    await tx.insert(addresses).values({
      userId: userIds.customer,
      storeId: DEMO_STORE_ID,
      type: 'shipping',
      customerName: DEMO_CUSTOMER.customerName,
      phone: DEMO_CUSTOMER.phone,
      ...DEMO_CUSTOMER.address,
    });
    return true;
  });
  return created ? { storeId: DEMO_STORE_ID, created: true } : unchanged;
}

// The demo passwords are public; hashing them once per process keeps repeated seeds (tests) quick.
let passwordHashes: Promise<[string, string]> | undefined;

function demoPasswordHashes(): Promise<[string, string]> {
  if (!passwordHashes) {
    passwordHashes = Promise.all([
      hashPassword(DEMO_LOGINS.admin.password),
      hashPassword(DEMO_LOGINS.customer.password),
    ]);
    passwordHashes.catch(() => (passwordHashes = undefined));
  }
  return passwordHashes;
}

async function storeExists(db: Database): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, DEMO_STORE_ID));
  return rows.length > 0;
}

/** Users are unique by e-mail across stores; a taken demo login is an operator's mistake to fix. */
async function assertLoginsFree(db: Database): Promise<void> {
  const emails = [DEMO_LOGINS.admin.email, DEMO_LOGINS.customer.email];
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  if (taken.length > 0) {
    const list = taken.map((row) => row.email).join(', ');
    throw new Error(`Cannot create the demo store: ${list} already belongs to another account`);
  }
}

async function insertUsers(
  tx: Transaction,
  adminHash: string,
  customerHash: string,
): Promise<{ admin: number; customer: number }> {
  const now = new Date();
  const rows = await tx
    .insert(users)
    .values([
      {
        email: DEMO_LOGINS.admin.email,
        passwordHash: adminHash,
        roleId: ROLE_STORE_ADMIN,
        storeId: DEMO_STORE_ID,
        customerName: DEMO_ADMIN_NAME,
        emailVerifiedAt: now,
      },
      {
        email: DEMO_LOGINS.customer.email,
        passwordHash: customerHash,
        roleId: ROLE_CUSTOMER,
        storeId: DEMO_STORE_ID,
        customerName: DEMO_CUSTOMER.customerName,
        phone: DEMO_CUSTOMER.phone,
        emailVerifiedAt: now,
      },
    ])
    .returning({ id: users.id, email: users.email });
  return {
    admin: idOf(rows, (row) => row.email === DEMO_LOGINS.admin.email),
    customer: idOf(rows, (row) => row.email === DEMO_LOGINS.customer.email),
  };
}

async function insertImages(
  tx: Transaction,
  pictures: ReadonlyMap<DemoImageSlug, DemoImageFile>,
  uploadedBy: number,
): Promise<void> {
  await tx
    .insert(images)
    .values([...pictures.values()].map((picture) => ({ storeId: DEMO_STORE_ID, uploadedBy, ...picture })));
}

async function insertSettings(tx: Transaction): Promise<void> {
  await tx.insert(storeHours).values(DEMO_HOURS.map((range) => ({ storeId: DEMO_STORE_ID, ...range })));
  const expiresAt = yearsFromToday(DEMO_DISCOUNT_YEARS);
  await tx.insert(discounts).values(
    DEMO_DISCOUNTS.map((discount) => ({
      storeId: DEMO_STORE_ID,
      type: 'percentage',
      expiresAt,
      ...discount,
    })),
  );
  await tx
    .insert(deliveryPostcodes)
    .values(DEMO_POSTCODES.map((postcode) => ({ storeId: DEMO_STORE_ID, ...postcode })));
  await tx.insert(specialDays).values(
    DEMO_SPECIAL_DAYS.map(({ month, day, closed, ranges, note }) => ({
      storeId: DEMO_STORE_ID,
      date: nextOccurrence(month, day),
      closed,
      ranges: [...ranges],
      note,
    })),
  );
}

/** The next date (YYYY-MM-DD, from today on) that falls on this month and day. */
function nextOccurrence(month: number, day: number): string {
  const today = new Date().toISOString().slice(0, 10);
  const year = new Date().getUTCFullYear();
  const date = (y: number) => `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return date(year) >= today ? date(year) : date(year + 1);
}

/** A calendar date (YYYY-MM-DD) some years from today. */
function yearsFromToday(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
