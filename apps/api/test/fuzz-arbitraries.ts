import fc from 'fast-check';
import { z } from 'zod';

import { DAY_MS as DAY } from '../src/lib/time';

/**
 * fast-check arbitraries derived from the contract's zod schemas (zod-fast-check supports zod 3 only): each
 * schema is turned into JSON Schema with zod's own `z.toJSONSchema` (the input side, so that what is
 * generated is what a client sends) and that into values. Refinements and transforms are not represented,
 * so the values are "plausible" rather than all valid: some pass validation, most come close.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The fuzz's own keys; a schema's `properties` (for mutating a generated object). */
export function schemaKeys(schema: z.ZodType): string[] {
  return Object.keys(toJsonSchema(schema).properties ?? {});
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export function schemaArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(toJsonSchema(schema));
}

const BASE = Date.UTC(2026, 0, 1);
/** Dates around now (valid ones), and a few that only look like dates. */
export const dateString = fc.oneof(
  fc.integer({ min: -400, max: 400 }).map((d) => new Date(BASE + d * DAY).toISOString().slice(0, 10)),
  fc.integer({ min: -400, max: 400 }).map((d) => new Date(BASE + d * DAY).toISOString()),
  fc
    .integer({ min: -400, max: 400 })
    .map((d) => `${new Date(BASE + d * DAY).toISOString().slice(0, 10)}T00:00`),
  fc.constantFrom('2024-02-30', '2024-13-01', '0000-00-00', '9999-12-31', '2024-1-1', '2024-02-29T25:61'),
);

/** Strings of the kinds forms send: words, numbers, dates, URLs, e-mail addresses, JSON. */
const plainString = (min = 0, max = 60): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 60) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }) },
    { weight: 1, arbitrary: fc.integer({ min: -10, max: 2_000_000 }).map(String) },
    { weight: 1, arbitrary: dateString },
    { weight: 1, arbitrary: fc.webUrl() },
    { weight: 1, arbitrary: fc.emailAddress() },
    {
      weight: 1,
      arbitrary: fc
        .record({
          city: fc.string(),
          state: fc.string(),
          country: fc.string(),
          pincode: fc.nat().map(String),
        })
        .map((a) => JSON.stringify(a)),
    },
  );

const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 2_000_000 }),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  plainString(),
  fc.boolean(),
  fc.constant(null),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  // A number's bounds need not be whole (a price from 0.01): the integers within them.
  const lo = Math.ceil(
    Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6), -(2 ** 40)),
  );
  const hi = Math.floor(
    Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6), 2 ** 40),
  );
  // Small values near the bottom hit the rows that exist (ids 1, 2, 3…); the bounds and the full range the rest.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 40) }) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
  );
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const lo = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const hi = s.maximum ?? s.exclusiveMaximum ?? 1e6;
  return fc.oneof(integerArb(s), fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }));
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 60;
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date') return dateString;
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    return fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(pattern, { maxLength: Math.min(max, 60) }) },
      { weight: 1, arbitrary: plainString(min, max) },
    );
  }
  return plainString(min, max);
}

function fromJsonSchema(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(fromJsonSchema));
  if (s.allOf?.[0]) return fromJsonSchema(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => fromJsonSchema({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items) : anyScalar, {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 5, 5)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromJsonSchema(v)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyScalar;
  }
}

// Hostile values: what attackers and broken clients send.
const HUGE = 'x'.repeat(100_000);
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '....//....//etc/passwd',
  "' OR 1=1 --",
  '1; DROP TABLE orders',
  "'; drop table accounts; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'a\u0000b',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 ✓ 漢字 🚀',
  '\ud800',
  'e\u0301\u0301\u0301',
  '\r\n\t',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  HUGE,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 250, maxLength: 3000 }) },
);

/** Any JSON value a broken or hostile client might put where a field belongs. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0.5,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      Number.MIN_VALUE,
      true,
      false,
      null,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[[[]]]], { a: { b: { c: {} } } }, [null], ['1', 2]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

export const UNKNOWN_KEYS = [
  'is_superuser',
  '__proto__',
  'constructor',
  'id',
  'unknown',
  'password_hash',
  '',
] as const;

type Mutation = { op: 'set'; key: string; value: unknown } | { op: 'delete'; key: string };

/**
 * A schema-derived object with up to three of its fields replaced by hostile values, removed, or joined by
 * unknown fields; now and then the whole value replaced by a hostile one.
 */
export function mutatedObject(
  schema: z.ZodType,
  valueArb: fc.Arbitrary<unknown> = nastyJson,
): fc.Arbitrary<unknown> {
  const keys = schemaKeys(schema);
  const keyArb =
    keys.length > 0
      ? fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...UNKNOWN_KEYS))
      : fc.constantFrom(...UNKNOWN_KEYS);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('set' as const), key: keyArb, value: valueArb }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), key: keyArb }) },
  );
  const base = schemaArbitrary(schema);
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 6,
      arbitrary: fc
        .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, mutations]) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
          const copy: Record<string, unknown> = { ...value };
          for (const m of mutations) {
            if (m.op === 'delete') delete copy[m.key];
            // defineProperty, so that a "__proto__" key is an own property (as JSON.parse makes it), not the prototype.
            else
              Object.defineProperty(copy, m.key, {
                value: m.value,
                enumerable: true,
                writable: true,
                configurable: true,
              });
          }
          return copy;
        }),
    },
    { weight: 1, arbitrary: nastyJson },
  );
}
