import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { declarationsOf, typeOf } from './plain-types';

describe('plain types of zod schemas', () => {
  it('writes objects, optional and nullable fields, literals, enums, arrays and records', () => {
    const schema = z.strictObject({
      id: z.string().register(z.globalRegistry, { description: 'what it is called' }),
      count: z.optional(z.number().check(z.int())),
      version: z.literal(2),
      mode: z.enum(['wrap', 'mirror']),
      tags: z.array(z.nullable(z.string())),
      'print-area': z.record(z.string(), z.unknown()),
    });
    expect(declarationsOf({ Sample: schema })).toBe(
      [
        'export type Sample = {',
        '  /** what it is called */',
        '  id: string;',
        '  count?: number;',
        '  version: 2;',
        '  mode: "wrap" | "mirror";',
        '  tags: (string | null)[];',
        '  "print-area": Record<string, unknown>;',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('parenthesises a union of objects inside an array, and only a union outside quotes and brackets', () => {
    const items = z.array(z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a') }), z.strictObject({ type: z.literal('b|c') })]));
    expect(typeOf(z.toJSONSchema(items, { io: 'output' }))).toBe('({\n  type: "a";\n} | {\n  type: "b|c";\n})[]');
    expect(typeOf(z.toJSONSchema(z.array(z.literal('x|y')), { io: 'output' }))).toBe('"x|y"[]');
  });

  it('keeps a readonly array readonly, as z.infer does', () => {
    expect(typeOf(z.toJSONSchema(z.readonly(z.array(z.string())), { io: 'output' }))).toBe('readonly string[]');
  });

  it('admits other keys of a passthrough object', () => {
    expect(typeOf(z.toJSONSchema(z.looseObject({ a: z.boolean() }), { io: 'output' }))).toBe('{\n  a: boolean;\n  [key: string]: unknown;\n}');
  });

  it('refuses what it does not know rather than guess a type', () => {
    expect(() => declarationsOf({ Pair: z.tuple([z.string(), z.number()]) })).toThrow(/no plain type/);
  });
});
