import { z, type core } from 'zod/mini';

/*
 * Plain TypeScript declarations of zod schemas, by way of their JSON Schema: the package's types
 * of the widget's payloads without zod (a partner's project has none). Only what our payloads use
 * is known; anything else throws, so a new construct in a schema stops the build instead of
 * producing a wrong type. The build also checks that each declaration equals the schema's z.infer.
 */
type Schema = core.JSONSchema._JSONSchema;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const isAny = (schema: Schema) => schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0);
const comment = (text: string | undefined, pad: string) => (text ? `${pad}/** ${text.replaceAll('*/', '*\\/')} */\n` : '');
/** Whether a type expression is a union or an intersection at its top level (outside brackets and strings). */
function isCompound(type: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < type.length; i += 1) {
    const c = type[i] as string;
    if (quoted) {
      if (c === '\\') i += 1;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if ('{[(<'.includes(c)) depth += 1;
    else if ('}])>'.includes(c)) depth -= 1;
    else if (depth === 0 && (c === '|' || c === '&')) return true;
  }
  return false;
}

/** A member type inside an array or a union, parenthesised where it needs to be (`({ a } | { b })[]`). */
const grouped = (type: string) => (isCompound(type) ? `(${type})` : type);

function objectType(schema: core.JSONSchema.JSONSchema, pad: string): string {
  const { properties = {}, required = [], additionalProperties } = schema;
  const names = Object.keys(properties);
  const rest = additionalProperties === undefined || additionalProperties === false ? null : typeOf(additionalProperties, pad);
  if (names.length === 0 && rest !== null) return `Record<string, ${rest}>`;
  const inner = `${pad}  `;
  const lines = names.map((name) => {
    const property = properties[name] as Schema;
    const description = typeof property === 'object' ? property.description : undefined;
    return `${comment(description, inner)}${inner}${key(name)}${required.includes(name) ? '' : '?'}: ${typeOf(property, inner)};`;
  });
  // Known properties and any others: the index signature must admit the known ones' types.
  if (rest !== null) lines.push(`${inner}[key: string]: unknown;`);
  return lines.length ? `{\n${lines.join('\n')}\n${pad}}` : '{}';
}

/** The TypeScript type of one JSON Schema, as a type expression indented by pad. */
export function typeOf(schema: Schema, pad = ''): string {
  if (isAny(schema)) return 'unknown';
  if (schema === false) return 'never';
  if (typeof schema !== 'object') throw new Error(`not a JSON Schema: ${JSON.stringify(schema)}`);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => grouped(typeOf(member, pad))).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type }, pad)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      if (schema.prefixItems || !schema.items || Array.isArray(schema.items)) break;
      // zod's readonly arrays say readOnly in their JSON Schema; their z.infer is a readonly array.
      return `${schema.readOnly ? 'readonly ' : ''}${grouped(typeOf(schema.items, pad))}[]`;
    case 'object':
      return objectType(schema, pad);
  }
  throw new Error(`no plain type for ${JSON.stringify(schema).slice(0, 200)}`);
}

/** export type Name = …; for each schema, as z.infer sees it (its output). */
export function declarationsOf(schemas: Record<string, z.ZodMiniType>): string {
  return Object.entries(schemas)
    .map(([name, schema]) => {
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
      return `${comment(json.description, '')}export type ${name} = ${typeOf(json)};\n`;
    })
    .join('\n');
}
