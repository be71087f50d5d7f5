import type { OptionGroup, SaveOptionGroup, SetSoldOut } from '@food/contract';
import { fromMinor, toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { soldOutColumns, soldOutFields } from '../../lib/sold-out.ts';
import { nameIn, type ReadingLanguage } from '../../lib/translations.ts';
import { getStore } from '../stores/service.ts';
import {
  countProductsUsing,
  deleteGroupRow,
  deleteOptionsExcept,
  findGroup,
  findGroupsById,
  findGroupsOfStore,
  findOptionsOf,
  findProductGroupLinks,
  insertGroup,
  insertOptions,
  lockGroup,
  replaceProductGroups,
  setOptionSoldOut,
  updateGroupRow,
  updateOption,
  type OptionGroupRow,
  type OptionRow,
} from './repository.ts';

const missing = (id: number) => notFound(`Option group ${id} does not exist`);

function toOptionGroup(
  group: OptionGroupRow,
  options: OptionRow[],
  now: Date,
  language: ReadingLanguage,
): OptionGroup {
  return {
    id: group.id,
    name: nameIn(group, language),
    translations: group.translations,
    min: group.minChoices,
    max: group.maxChoices,
    options: options.map((option) => ({
      id: option.id,
      name: nameIn(option, language),
      translations: option.translations,
      price: fromMinor(option.priceMinor),
      ...soldOutFields(option, now),
    })),
  };
}

/** The groups on the wire, with the options of all of them loaded in one query; named in `language`, else by default. */
async function withOptions(
  db: Database,
  groups: OptionGroupRow[],
  now: Date,
  language: ReadingLanguage = undefined,
): Promise<OptionGroup[]> {
  const options = groupBy(
    await findOptionsOf(
      db,
      groups.map((group) => group.id),
    ),
    (option) => option.groupId,
  );
  return groups.map((group) => toOptionGroup(group, options.get(group.id) ?? [], now, language));
}

export async function listOptionGroups(db: Database, storeId: number, now: Date): Promise<OptionGroup[]> {
  return withOptions(db, await findGroupsOfStore(db, storeId), now);
}

export async function getOptionGroup(db: Database, storeId: number, id: number, now: Date) {
  const group = await findGroup(db, storeId, id);
  if (!group) throw missing(id);
  const [wire] = await withOptions(db, [group], now);
  return wire!;
}

/** Each product's option groups, in the order the product lists them, named in `language` (else by default). */
export async function optionGroupsOfProducts(
  db: Database,
  productIds: number[],
  now: Date,
  language: ReadingLanguage = undefined,
): Promise<Map<number, OptionGroup[]>> {
  const links = await findProductGroupLinks(db, productIds);
  const groups = await withOptions(
    db,
    [...new Map(links.map(({ group }) => [group.id, group])).values()],
    now,
    language,
  );
  const byId = new Map(groups.map((group) => [group.id, group]));
  const byProduct = groupBy(links, (link) => link.productId);
  return new Map(
    [...byProduct].map(([productId, list]) => [productId, list.map(({ group }) => byId.get(group.id)!)]),
  );
}

/**
 * Makes the product offer these groups of its store, in this order; another store's or a missing group
 * is refused. The groups are share-locked, so none can be deleted before the caller's transaction ends.
 */
export async function setProductOptionGroups(
  db: Database,
  storeId: number,
  productId: number,
  groupIds: number[],
) {
  const found = new Set((await findGroupsById(db, storeId, groupIds)).map((group) => group.id));
  const fields: Record<string, string[]> = {};
  groupIds.forEach((id, index) => {
    if (!found.has(id)) fields[`option_group_ids.${index}`] = ['Choose an option group of your store'];
  });
  const [first] = Object.values(fields);
  if (first) throw invalid(first[0]!, fields);
  await replaceProductGroups(db, storeId, productId, groupIds);
}

/** Entries with an id must name options this group already has. */
function checkOptionIds(input: SaveOptionGroup, existingIds: Set<number>) {
  const message = 'This option does not belong to this group';
  const fields: Record<string, string[]> = {};
  input.options.forEach((option, index) => {
    if (option.id !== undefined && !existingIds.has(option.id)) fields[`options.${index}.id`] = [message];
  });
  if (Object.keys(fields).length > 0) throw invalid(message, fields);
}

const toGroupValues = (input: SaveOptionGroup) => ({
  name: input.name,
  translations: input.translations,
  minChoices: input.min,
  maxChoices: input.max,
});

/** Listed ids are kept (with their sold-out state) and changed, new entries added, the others deleted. */
async function syncOptions(db: Database, groupId: number, input: SaveOptionGroup) {
  await deleteOptionsExcept(
    db,
    groupId,
    input.options.flatMap((option) => (option.id === undefined ? [] : [option.id])),
  );
  const added = [];
  for (const [index, option] of input.options.entries()) {
    const values = {
      name: option.name,
      translations: option.translations,
      priceMinor: toMinor(option.price),
      position: index + 1,
    };
    if (option.id === undefined) added.push(values);
    else await updateOption(db, groupId, option.id, values);
  }
  await insertOptions(db, groupId, added);
}

export function createOptionGroup(db: Database, storeId: number, input: SaveOptionGroup, now: Date) {
  return db.transaction(async (tx) => {
    checkOptionIds(input, new Set());
    const group = await insertGroup(tx, storeId, toGroupValues(input));
    await syncOptions(tx, group.id, input);
    return getOptionGroup(tx, storeId, group.id, now);
  });
}

/** A group that products use can still be changed; their next orders follow the new rule. */
export function updateOptionGroup(
  db: Database,
  storeId: number,
  id: number,
  input: SaveOptionGroup,
  now: Date,
) {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, storeId, id))) throw missing(id);
    const existing = await findOptionsOf(tx, [id]);
    checkOptionIds(input, new Set(existing.map((option) => option.id)));
    await updateGroupRow(tx, storeId, id, toGroupValues(input));
    await syncOptions(tx, id, input);
    return getOptionGroup(tx, storeId, id, now);
  });
}

const IN_USE_MESSAGE = 'This option group is still used by products. Remove it from them first.';

export async function deleteOptionGroup(db: Database, storeId: number, id: number): Promise<void> {
  if (!(await findGroup(db, storeId, id))) throw missing(id);
  const products = await countProductsUsing(db, id);
  if (products > 0) {
    throw conflict(
      products === 1
        ? 'This option group is still used by 1 product. Remove it from the product first.'
        : `This option group is still used by ${products} products. Remove it from them first.`,
    );
  }
  let deleted: { id: number } | undefined;
  try {
    deleted = await deleteGroupRow(db, storeId, id);
  } catch (err) {
    // A product saved with this group since the count above.
    if (isForeignKeyViolation(err)) throw conflict(IN_USE_MESSAGE);
    throw err;
  }
  if (!deleted) throw missing(id);
}

export async function markOptionSoldOut(
  db: Database,
  storeId: number,
  ids: { group: number; id: number },
  until: SetSoldOut['until'],
  now: Date,
): Promise<OptionGroup> {
  if (!(await findGroup(db, storeId, ids.group))) throw missing(ids.group);
  const store = await getStore(db, storeId);
  const updated = await setOptionSoldOut(db, ids.group, ids.id, soldOutColumns(until, store.timezone, now));
  if (!updated) throw notFound(`Option ${ids.id} is not in option group ${ids.group}`);
  return getOptionGroup(db, storeId, ids.group, now);
}
