import type { JsonSchema } from './api-operations.ts';

export type FieldPath = (string | number)[];

/** The key a record of texts is walked with: a language, so that translations take the value in. */
const RECORD_KEY = 'en';

/** Where a body takes a string: property names, 0 for the first item of an array, `en` in a record. */
export function stringFields(schema: JsonSchema, path: FieldPath = []): FieldPath[] {
  if (schema.type === 'string') return schema.format === 'binary' ? [] : [path];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, p]) => stringFields(p, [...path, name])),
    ...(schema.items ? stringFields(schema.items, [...path, 0]) : []),
    ...(values ? stringFields(values, [...path, RECORD_KEY]) : []),
    ...variants.flatMap((variant) => stringFields(variant, path)),
  ];
}

/** A body that holds only `value`, at `path`. */
export function bodyWith(path: FieldPath, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}
