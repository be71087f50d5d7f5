import type { Transaction } from '../client.ts';
import { idOf } from './id-of.ts';
import {
  categories,
  optionGroups,
  options,
  productOptionGroups,
  productVariants,
  products,
  taxes,
} from '../schema/index.ts';
import type { DemoImageFile } from './demo-images.ts';
import type { DemoImageSlug } from './demo-illustrations.ts';
import { DEMO_MENU_DETAILS, DEMO_OPTION_GROUPS, type DemoOptionGroupKey } from './demo-menu-details.ts';
import { DEMO_MENU, DEMO_TAXES, type DemoTaxKey } from './demo-menu.ts';

/** The demo's taxes, categories, products, variants and option groups, with their pictures. */
export async function insertDemoMenu(
  tx: Transaction,
  storeId: number,
  pictures: ReadonlyMap<DemoImageSlug, DemoImageFile>,
): Promise<void> {
  const imageUrl = (slug: DemoImageSlug) => pictures.get(slug)?.url ?? null;

  const taxRows = await tx
    .insert(taxes)
    .values(Object.values(DEMO_TAXES).map((tax) => ({ storeId, ...tax })))
    .returning({ id: taxes.id, name: taxes.name });
  const taxId = (key: DemoTaxKey) => idOf(taxRows, (row) => row.name === DEMO_TAXES[key].name);

  const categoryRows = await tx
    .insert(categories)
    .values(
      DEMO_MENU.map((category, index) => ({
        storeId,
        taxId: taxId(category.tax),
        name: category.name,
        description: category.description,
        translations: { de: category.de },
        imageUrl: imageUrl(category.image),
        position: index + 1,
      })),
    )
    .returning({ id: categories.id, position: categories.position });

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_MENU.flatMap((category, categoryIndex) => {
        const categoryId = idOf(categoryRows, (row) => row.position === categoryIndex + 1);
        return category.products.map((product, index) => ({
          storeId,
          categoryId,
          taxId: taxId(product.tax ?? category.tax),
          name: product.name,
          itemCode: product.itemCode,
          description: product.description,
          translations: { de: product.de },
          type: product.variants ? 'variable' : 'simple',
          priceMinor: product.variants ? null : product.priceMinor,
          imageUrl: imageUrl(product.image),
          position: index + 1,
          allergens: DEMO_MENU_DETAILS[product.itemCode]?.allergens ?? [],
          dietary: DEMO_MENU_DETAILS[product.itemCode]?.dietary ?? [],
          ageLimit: DEMO_MENU_DETAILS[product.itemCode]?.ageLimit ?? null,
        }));
      }),
    )
    .returning({ id: products.id, itemCode: products.itemCode });

  await tx.insert(productVariants).values(
    DEMO_MENU.flatMap((category) => category.products).flatMap((product) => {
      const productId = idOf(productRows, (row) => row.itemCode === product.itemCode);
      return (product.variants ?? []).map(({ de, ...variant }, index) => ({
        productId,
        ...variant,
        translations: { de: { name: de } },
        position: index + 1,
      }));
    }),
  );
  await insertOptionGroups(tx, storeId, productRows);
}

async function insertOptionGroups(
  tx: Transaction,
  storeId: number,
  productRows: { id: number; itemCode: string }[],
) {
  const keys = Object.keys(DEMO_OPTION_GROUPS) as DemoOptionGroupKey[];
  const groupRows = await tx
    .insert(optionGroups)
    .values(
      keys.map((key) => {
        const { name, de, min, max } = DEMO_OPTION_GROUPS[key];
        return {
          storeId,
          name,
          translations: { de: { name: de } },
          minChoices: min,
          maxChoices: max,
        };
      }),
    )
    .returning({ id: optionGroups.id, name: optionGroups.name });
  const groupId = (key: DemoOptionGroupKey) =>
    idOf(groupRows, (row) => row.name === DEMO_OPTION_GROUPS[key].name);
  await tx.insert(options).values(
    keys.flatMap((key) =>
      DEMO_OPTION_GROUPS[key].options.map(({ de, ...option }, index) => ({
        groupId: groupId(key),
        ...option,
        translations: { de: { name: de } },
        position: index + 1,
      })),
    ),
  );
  await tx.insert(productOptionGroups).values(
    Object.entries(DEMO_MENU_DETAILS).flatMap(([itemCode, details]) =>
      (details.optionGroups ?? []).map((key, index) => ({
        storeId,
        productId: idOf(productRows, (row) => row.itemCode === itemCode),
        groupId: groupId(key),
        position: index + 1,
      })),
    ),
  );
}
