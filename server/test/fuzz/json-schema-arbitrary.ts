import fc from 'fast-check';
import { z } from 'zod';

/*
 * fast-check arbitraries from our zod contracts, by way of their JSON Schema (what OpenAPI shows):
 * values of the documented shape (types, enums, lengths, ranges, patterns), so requests reach past
 * the validation into the handlers. Refinements that JSON Schema cannot say (a real calendar date,
 * two equal passwords) are not followed; such requests are refused, which is also worth sending.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

const MAX_ITEMS = 4;
const MAX_STRING = 60;

/**
 * Mostly printable characters, so that most requests pass validation and reach the handlers, and now
 * and then a control character (NUL, BEL, a line break, a tab), which one-line text fields refuse
 * with 400 and which must never reach the database (PostgreSQL refuses NUL: a 500).
 */
const textUnit = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'Z', '3', ' ', 'ä', 'é', '-', '.', '@', '<', '"', "'", '😀'), weight: 30 },
  { arbitrary: fc.constantFrom('\u0000', '\u0007', '\n', '\t', '\u009b'), weight: 1 },
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    try {
      return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER));
    } catch {
      // fast-check cannot generate from every regex (lookaheads): paths and URLs cover ours.
      const examples = ['/images/a.jpg', 'https://example.com/a.jpg', 'abc', '1234'].filter((example) => pattern.test(example));
      return examples.length ? fc.oneof(fc.constantFrom(...examples), fc.string({ maxLength })) : fc.string({ maxLength });
    }
  }
  return fc.string({ minLength, maxLength, unit: textUnit });
}

/**
 * Now and then an integer just outside its documented range, or beyond PostgreSQL's integer (an id or
 * a cursor the schema left unbounded reaches the database and fails there: a 500, never a 400).
 */
const outOfRange = (low: number, high: number) => fc.constantFrom(low - 1, high + 1, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER - 1);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : (schema.minimum ?? -1e6);
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : (schema.maximum ?? 1e6);
  if (integer) {
    const inRange = fc.integer({ min: Math.ceil(Math.max(low, -2_147_483_648)), max: Math.floor(Math.min(high, 2_147_483_647)) });
    return fc.oneof({ arbitrary: inRange, weight: 6 }, { arbitrary: outOfRange(Math.ceil(low), Math.floor(high)), weight: 1 });
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function arbitraryOf(schema: JsonSchema, defs: Record<string, JsonSchema> = schema.$defs ?? {}): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) as string;
    const target = defs[name];
    return target ? fc.constant(null).chain(() => arbitraryOf(target, defs)) : fc.jsonValue();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, defs)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], defs);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, defs)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, defs) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, defs)])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryOf(schema.additionalProperties, defs), { maxKeys: 3 });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values shaped like what the schema accepts as input. */
export function arbitraryForSchema(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOf(json);
}
