import { fc } from '@fast-check/vitest';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas: mostly values of the schema's
 * shape near its limits, mixed with hostile strings, wrong types, missing and unknown fields, so a
 * fuzz run reaches both the validation and the code behind it.
 */

/** Strings that have broken servers: NUL, lone surrogates, overlong, injection, odd numerals. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83d\ude00',
  '\u202e\u0301',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '0x1',
  '1e309',
  '-0',
  'NaN',
  'x'.repeat(10_000),
] as const;

/** Numbers at and past every limit a schema could have. */
const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  7,
  120,
  121,
  9_999_999,
  10_000_000,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 'x', '', [], {}, [1, 'a'], {
  a: { b: null },
});

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value for `schema`: usually of its shape, sometimes hostile or of the wrong type. */
export function arbitraryFor(schema: ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shaped(schema, depth), weight: 8 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS), weight: 1 },
  );
}

function shaped(schema: ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as ZodType;
  switch (def.type) {
    case 'string':
      return stringFor(schema);
    case 'number':
    case 'int':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)), weight: 5 },
        { arbitrary: fc.constantFrom('UNKNOWN', 'owner', ''), weight: 1 },
      );
    case 'optional':
      return fc.option(arbitraryFor(inner('innerType'), depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryFor(inner('innerType'), depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shaped(inner('innerType'), depth);
    case 'pipe':
      // The request side of a transform: what the client sends.
      return shaped(inner('in'), depth);
    case 'lazy':
      return depth > 3 ? fc.constant(null) : shaped((def.getter as () => ZodType)(), depth + 1);
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map((option) => shaped(option, depth)));
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryFor(inner('element'), depth + 1), { maxLength: 4 });
    case 'record':
      return depth > 3
        ? fc.constant({})
        : fc.dictionary(
            fc.oneof(stringFor(inner('keyType')).map(String), fc.constantFrom('en', 'ru', 'MONDAY', 'xx')),
            arbitraryFor(inner('valueType'), depth + 1),
            { maxKeys: 3 },
          );
    case 'object':
      return objectFor(def.shape as Record<string, ZodType>, depth);
    case 'tuple':
      return fc.tuple(...(def.items as ZodType[]).map((item) => arbitraryFor(item, depth + 1)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(shape: Record<string, ZodType>, depth: number): fc.Arbitrary<unknown> {
  const model = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
  );
  const keys = Object.keys(model);
  return fc.oneof(
    { arbitrary: fc.record(model), weight: 6 },
    // Missing fields.
    { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 2 },
    // An unknown field beside the known ones.
    {
      arbitrary: fc.record(model).map((value) => ({ ...(value as object), unexpected: 1 })),
      weight: keys.length ? 1 : 0,
    },
  );
}

function stringFor(schema: ZodType): fc.Arbitrary<unknown> {
  const s = schema as unknown as { minLength?: number | null; maxLength?: number | null };
  const checks = (defOf(schema).checks ?? []) as Array<{
    _zod: { def: { format?: string; pattern?: RegExp } };
  }>;
  const pattern = checks.map((c) => c._zod.def).find((d) => d.format === 'regex')?.pattern;
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 64;
  const fitting: fc.Arbitrary<unknown> = pattern
    ? fc.stringMatching(pattern)
    : fc.string({ minLength: min, maxLength: Math.min(max, 64), unit: 'binary' });
  return fc.oneof(
    { arbitrary: fitting, weight: 6 },
    // Exactly at the limits and one past them.
    {
      arbitrary: fc.constantFrom('y'.repeat(Math.min(max, 5000)), 'y'.repeat(Math.min(max + 1, 5001))),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
  );
}

function numberFor(schema: ZodType): fc.Arbitrary<unknown> {
  const n = schema as unknown as { minValue?: number | null; maxValue?: number | null; isInt?: boolean };
  const min = Number.isFinite(n.minValue) ? (n.minValue as number) : -1_000_000;
  const max = Number.isFinite(n.maxValue) ? (n.maxValue as number) : 1_000_000;
  const within = n.isInt
    ? fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { arbitrary: within, weight: 4 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1, ...EDGE_NUMBERS), weight: 3 },
  );
}
