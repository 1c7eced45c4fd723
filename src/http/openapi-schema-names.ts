/**
 * Names the document's schemas the way client generators want them. The generator inlines every
 * schema where it is used, so a client would get one anonymous type per use. Here every schema with
 * a `title` moves to `components.schemas` under that title and is used by `$ref`; an untitled schema
 * built exactly like a titled one (titles aside: the domain's own schemas stay untitled because they
 * are also sent to AI providers) is referenced by that name too, so a request and a response share
 * their types.
 *
 * On the way it rewrites what TypeBox and Elysia leave that generators misread: Elysia's coercing
 * `t.Integer()` (`anyOf [string with format integer, integer]`, made for query strings) becomes the
 * number it is, a union of string literals becomes an `enum`, and TypeBox's string-keyed
 * `patternProperties` record becomes `additionalProperties`.
 */

export type Schema = Record<string, unknown>;

/** Keys whose value is a map of schemas, a schema, or a list of schemas (JSON Schema 2020-12). */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `schema` with `visit` applied to each of its direct sub-schemas (a new object; `schema` is not changed). */
export function mapSubschemas(schema: Schema, visit: (child: Schema) => Schema): Schema {
  const copy: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key] as Schema).map(([name, child]) => [name, isSchema(child) ? visit(child) : child]));
  }
  for (const key of SCHEMA_VALUES) {
    if (isSchema(copy[key])) copy[key] = visit(copy[key] as Schema);
    else if (key === 'items' && Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((child) => (isSchema(child) ? visit(child) : child));
  }
  for (const key of SCHEMA_LISTS) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((child) => (isSchema(child) ? visit(child) : child));
  }
  return copy;
}

const NUMERIC = new Set(['integer', 'number']);

/** Elysia's query-string coercion: `anyOf [{type: string, format: integer|numeric}, {type: integer|number}]`. */
function coercedNumber(schema: Schema): Schema | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return undefined;
  const text = options.find((option: Schema) => option.type === 'string' && (option.format === 'integer' || option.format === 'numeric'));
  const number = options.find((option: Schema) => NUMERIC.has(option.type as string));
  if (!text || !number) return undefined;
  const { anyOf: _anyOf, ...outer } = schema;
  return { ...number, ...outer };
}

/** `anyOf` of string constants as an `enum`. */
function literalEnum(schema: Schema): Schema | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0) return undefined;
  if (!options.every((option: Schema) => isSchema(option) && typeof option.const === 'string' && Object.keys(option).every((key) => key === 'const' || key === 'type'))) return undefined;
  const { anyOf: _anyOf, ...outer } = schema;
  return { type: 'string', enum: options.map((option: Schema) => option.const), ...outer };
}

/** TypeBox's `Record(String(), X)` as `additionalProperties: X`. */
function stringRecord(schema: Schema): Schema | undefined {
  const patterns = schema.patternProperties;
  if (!isSchema(patterns) || Object.keys(patterns).length !== 1 || !isSchema(patterns['^(.*)$'])) return undefined;
  const { patternProperties: _patterns, ...rest } = schema;
  return { ...rest, additionalProperties: patterns['^(.*)$'] };
}

/** `schema` (and everything in it) without the misreadable forms above. */
export function tidySchema(schema: Schema): Schema {
  const tidied = mapSubschemas(schema, tidySchema);
  return coercedNumber(tidied) ?? literalEnum(tidied) ?? stringRecord(tidied) ?? tidied;
}

/** A stable text of `schema`'s structure: keys sorted, schema titles left out unless `withTitles`. */
function structureOf(schema: Schema, withTitles = false): string {
  const strip = (node: Schema): Schema => {
    const copy = mapSubschemas(node, strip);
    if (!withTitles) delete copy.title;
    return copy;
  };
  return JSON.stringify(strip(schema), (_key, value: unknown) => (isSchema(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value));
}

/** Objects with properties are worth a name when an untitled one matches a titled one. */
const isNamedByStructure = (schema: Schema) => schema.type === 'object' && isSchema(schema.properties) && Object.keys(schema.properties).length > 0;

const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * Moves titled schemas into `components.schemas` and refers to them. `forEachSchema` lists every
 * place in the document that holds a schema (operations' parameters, bodies, responses, headers)
 * and `replace` puts the rewritten one back. Throws when one title names two different schemas.
 */
export function nameSchemas(forEachSchema: (use: (schema: Schema, replace: (next: Schema) => void) => void) => void): Record<string, Schema> {
  const titled = new Map<string, { schema: Schema; structure: string }>();
  const nameOfStructure = new Map<string, string>();

  // First, tidy every schema and learn every title (a title may first appear nested in another).
  const learn = (schema: Schema) => {
    if (typeof schema.title === 'string') {
      const name = schema.title;
      if (!COMPONENT_NAME.test(name)) throw new Error(`OpenAPI schema title "${name}" is not a valid component name`);
      const structure = structureOf(schema, true);
      const known = titled.get(name);
      if (known && known.structure !== structure) throw new Error(`OpenAPI schema title "${name}" names two different schemas`);
      if (!known) titled.set(name, { schema, structure });
      const shape = structureOf(schema);
      if (isNamedByStructure(schema) && !nameOfStructure.has(shape)) nameOfStructure.set(shape, name);
    }
    mapSubschemas(schema, (child) => (learn(child), child));
  };
  forEachSchema((schema, replace) => {
    const tidied = tidySchema(schema);
    replace(tidied);
    learn(tidied);
  });

  // Then replace each titled schema, and each untitled one shaped like a titled one, by a reference.
  const components: Record<string, Schema> = {};
  const register = (name: string) => {
    if (components[name]) return;
    components[name] = {};
    const { title: _title, ...schema } = titled.get(name)!.schema;
    components[name] = mapSubschemas(schema, refer);
  };
  const refer = (schema: Schema): Schema => {
    const name = typeof schema.title === 'string' ? schema.title : isNamedByStructure(schema) ? nameOfStructure.get(structureOf(schema)) : undefined;
    if (name === undefined) return mapSubschemas(schema, refer);
    register(name);
    return { $ref: `#/components/schemas/${name}` };
  };
  forEachSchema((schema, replace) => replace(refer(schema)));
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}
