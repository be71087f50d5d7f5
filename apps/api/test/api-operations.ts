import type { App } from '../src/app.ts';

/** The part of JSON Schema that the OpenAPI document of the routes' zod schemas uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** A record's values (translations: by language). */
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  not?: JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/taxes/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Whether the document asks for a bearer token. */
  secured: boolean;
  /** Whether it also lets in a caller without any token (an empty security requirement): a guest. */
  guests: boolean;
  body?: { contentTypes: string[]; schema: JsonSchema };
  /** The statuses the document lists for its answers. */
  statuses?: string[];
  tags?: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        security?: object[];
        tags?: string[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every route the app documents, read from the OpenAPI document it serves, with `$ref`s resolved. */
export async function apiOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const resolve = (schema: JsonSchema): JsonSchema => {
    const target = schema.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return {
      ...target,
      ...(target.properties && {
        properties: Object.fromEntries(
          Object.entries(target.properties).map(([name, property]) => [name, resolve(property)]),
        ),
      }),
      ...(target.items && { items: resolve(target.items) }),
      ...(typeof target.additionalProperties === 'object' && {
        additionalProperties: resolve(target.additionalProperties),
      }),
      ...(target.anyOf && { anyOf: target.anyOf.map(resolve) }),
      ...(target.oneOf && { oneOf: target.oneOf.map(resolve) }),
      ...(target.allOf && { allOf: target.allOf.map(resolve) }),
    };
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const content = Object.entries(operation.requestBody?.content ?? {});
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        secured: (operation.security ?? []).length > 0,
        guests: (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
        statuses: Object.keys(operation.responses ?? {}),
        tags: operation.tags ?? [],
        ...(content.length > 0 && {
          body: { contentTypes: content.map(([type]) => type), schema: resolve(content[0]![1].schema) },
        }),
      };
    }),
  );
}

/** The path with its parameters filled in (values are put in as given: escape them yourself). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}
