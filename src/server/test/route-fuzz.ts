import { z } from 'zod';

// Hostile variants of a valid request, derived from the route's own zod
// schema (through its JSON Schema: the property names and declared types).
// Used by security/route-fuzzer.test.ts.

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};

/** Property names and their declared JSON types, from a zod object schema (empty when it is not an object). */
export function propertiesOf(schema: unknown): Record<string, string> {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const typeOf = (property: JsonSchema): string => {
    const declared = Array.isArray(property.type) ? property.type[0] : property.type;
    return declared ?? (property.anyOf ? typeOf(property.anyOf[0]!) : 'unknown');
  };
  return Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, property]) => [name, typeOf(property)]));
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Text that has broken servers: control characters, NUL, lone surrogates, direction overrides, terminal escapes. */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u0007\b\u000b\f\u000e\u001f\u007f',
  '\u001b[31mred\u001b[0m',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\u200b\u200d\ufeff',
  '\u2028\u2029',
  '%00',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("return process")()}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '𝕳𝖊𝖑𝖑𝖔 👩🏽‍💻',
];

const HUGE = 'x'.repeat(300_000);

/** Values of the wrong kind for a property declared as `type`. */
export function wrongValues(type: string): unknown[] {
  const always = [null, nested(40), nested(3000), ['__proto__'], { constructor: { prototype: { polluted: true } } }];
  switch (type) {
    case 'string':
      return [...HOSTILE_TEXT, HUGE, 12345, -1, true, [], {}, ['a', 'b'], ...always];
    case 'number':
    case 'integer':
      return [
        '42',
        '1e3',
        '0x10',
        'NaN',
        'Infinity',
        '',
        1e308,
        -1e308,
        0.5,
        -0,
        Number.MAX_SAFE_INTEGER + 2,
        2 ** 31,
        -(2 ** 31) - 1,
        true,
        [],
        {},
        ...always,
      ];
    case 'boolean':
      return ['true', 'false', 1, 0, '', 'yes', [], {}, ...always];
    case 'array':
      return ['a', 1, {}, { 0: 'a', length: 1 }, Array.from({ length: 10_000 }, () => 'a'), [null], [HUGE], ...always];
    case 'object':
      return ['a', 1, [], { __proto__: null, toString: 'x' }, { a: HUGE }, ...always];
    default:
      return [...HOSTILE_TEXT.slice(0, 3), 1, true, [], {}, ...always];
  }
}

/** Whole bodies that are not what any route expects (sent raw, with their content type). */
export const RAW_BODIES: { payload: string; contentType: string }[] = [
  { payload: '[]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '12345', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '{"__proto__":{"role":"admin"},"a":1}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"role":"admin"}}}', contentType: 'application/json' },
  { payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
  { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
  { payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' },
  { payload: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
];

/** Path parameter values (already URL-encoded where they must be). */
export const HOSTILE_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '1',
  '-1',
  '%20',
  '__proto__',
  'constructor',
  encodeURIComponent('𝕳👩🏽‍💻'),
];

/** Lone surrogates cannot be percent-encoded (a browser could not send them in a URL either). */
const isEncodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Query strings (without the `?`) built from a route's query properties. */
export function hostileQueries(properties: Record<string, string>, random: Random): string[] {
  const names = Object.keys(properties).length ? Object.keys(properties) : ['page'];
  const queries = [
    '__proto__[role]=admin',
    'constructor[prototype][x]=1',
    `${names[0]}[a][b]=1`,
    `${names[0]}=1&${names[0]}=2`,
  ];
  for (const name of names) {
    for (const value of [
      '%00',
      '-1',
      '1e309',
      'NaN',
      '99999999999999999999',
      '%E0%A4%A',
      'x'.repeat(5000),
      '0.5',
      'true',
      '',
    ]) {
      queries.push(`${encodeURIComponent(name)}=${value}`);
    }
    queries.push(`${encodeURIComponent(name)}=${encodeURIComponent(random.pick(HOSTILE_TEXT.filter(isEncodable)))}`);
  }
  return queries;
}
