import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declarationsOf, typeOf } from './plain-types';

describe('plain types of zod schemas', () => {
  it('writes objects, optional and nullable fields, literals, enums, arrays and records', () => {
    const schema = z
      .object({
        id: z.string().describe('what it is called'),
        count: z.number().int().optional(),
        version: z.literal(2),
        mode: z.enum(['wrap', 'mirror']),
        tags: z.array(z.string().nullable()),
        'print-area': z.record(z.string(), z.unknown()),
      })
      .strict();
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

  it('admits other keys of a passthrough object', () => {
    expect(typeOf(z.toJSONSchema(z.object({ a: z.boolean() }).passthrough(), { io: 'output' }))).toBe('{\n  a: boolean;\n  [key: string]: unknown;\n}');
  });

  it('refuses what it does not know rather than guess a type', () => {
    expect(() => declarationsOf({ Pair: z.tuple([z.string(), z.number()]) })).toThrow(/no plain type/);
  });
});
