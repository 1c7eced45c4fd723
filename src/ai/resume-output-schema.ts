/**
 * The shape a model answers a resume-parsing request in, derived from the stored resume's
 * `SectionsSchema` (src/domain/resume.ts) rather than copied, so the two cannot drift. The derived
 * schema is looser than the stored one: dates are any string (a model writing "March 2021" is
 * corrected by the provenance merge, not failed), lengths, counts and patterns are not enforced
 * (the merge prunes to the stored limits), and there is no photo. Structure stays strict: unknown
 * keys and wrong types make the answer invalid, which earns the model its one retry.
 */
import { Kind, Type, type TSchema } from '@sinclair/typebox';
import { DATE_PATTERN, SectionsSchema, type Sections } from '../domain/resume.ts';
import { answerFormat } from './answer-format.ts';

const LOOSE_KEYWORDS = new Set(['maxLength', 'minLength', 'maxItems', 'pattern', 'uniqueItems']);
const OMITTED_PROPERTIES = new Set(['photoUrl']);

/**
 * `schema` rebuilt with `visit` applied top-down (a node is seen before its children are changed);
 * TypeBox's symbol keys are kept so the result still compiles.
 */
function mapSchema(node: unknown, visit: (node: Record<PropertyKey, unknown>) => unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => mapSchema(item, visit));
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(node)) copy[key] = (node as Record<PropertyKey, unknown>)[key];
  const visited = visit(copy);
  if (visited !== copy) return visited;
  for (const key of Reflect.ownKeys(copy)) copy[key] = mapSchema(copy[key], visit);
  return copy;
}

function isDateUnion(node: Record<PropertyKey, unknown>): boolean {
  const options = node.anyOf as Array<Record<string, unknown>> | undefined;
  return Array.isArray(options) && options.some((option) => option.pattern === DATE_PATTERN);
}

function loosen(node: Record<PropertyKey, unknown>): unknown {
  if (isDateUnion(node)) return Type.String({ description: 'The date as the source writes it, or YYYY-MM' });
  for (const key of LOOSE_KEYWORDS) delete node[key];
  if (node[Kind] === 'Object' && node.properties) {
    // A new object: `node` is a shallow copy, and its `properties` still belong to the stored schema.
    node.properties = Object.fromEntries(Object.entries(node.properties as Record<string, unknown>).filter(([name]) => !OMITTED_PROPERTIES.has(name)));
  }
  return node;
}

/** The TypeBox schema a model's answer is checked against. */
export const ParsedSectionsSchema = mapSchema(SectionsSchema, loosen) as TSchema;

const format = answerFormat<Sections>(ParsedSectionsSchema, 'resume sections');

/** The JSON Schema sent to the provider (TypeBox's markers removed). */
export const parsedSectionsJsonSchema = format.jsonSchema;

/** Accepts an answer of the right structure; the reason names the first problem otherwise. */
export const validateParsedSections = format.validate;
