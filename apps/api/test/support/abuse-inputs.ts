import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG_1X1 } from '@ico/testing/kyc-samples';
import fc from 'fast-check';
import { z } from 'zod';

/** A JSON token written as is (numbers JavaScript cannot hold, `-0`). */
class RawJson {
  constructor(readonly text: string) {}
}
/** An object as a list of entries: keeps `__proto__` as a key and repeated keys, which a literal cannot. */
class Entries {
  constructor(readonly list: ReadonlyArray<readonly [string, Nasty]>) {}
}
type Nasty = null | boolean | number | string | RawJson | Entries | Nasty[];

/** The JSON text of a value, `__proto__` and repeated keys included. */
function toJson(value: Nasty): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.list.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A value as form fields: an array repeats the field, anything else becomes text. */
function formValues(value: Nasty): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => (Array.isArray(item) ? [toJson(item)] : formValues(item)));
  if (value instanceof RawJson) return [value.text];
  if (value instanceof Entries) return [toJson(value)];
  return [String(value)];
}

/** Percent-encodes all but the unreserved characters (lone surrogates become U+FFFD, as UTF-8 does). */
const pct = (text: string): string =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const formEncode = (entries: ReadonlyArray<readonly [string, Nasty]>): string =>
  entries.flatMap(([key, value]) => formValues(value).map((v) => `${pct(key)}=${pct(v)}`)).join('&');

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Text that has broken parsers, number coercions and SQL before. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1.5',
  '0x1F',
  '9'.repeat(40),
  '2147483648',
  '１２３',
  '๑๒๓',
  "' OR '1'='1",
  '"; DROP TABLE "user"; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as plain text.
  '${7*7}{{7*7}}',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00T25:61:61Z',
  'ก',
  '😀',
  ...PROTO_KEYS,
];

/** Characters that break storage, parsing or display when slipped into otherwise plain text. */
const SPECIAL_CHARS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '\uDFFF',
  '\uFFFE',
  '\r\n',
  '%00',
  '\\',
  "'",
  '"',
  '😀',
];
/** One of them, U+0000 most often: PostgreSQL text cannot hold it, so it reaches furthest. */
const special = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...SPECIAL_CHARS) }, { weight: 1, arbitrary: fc.constant('\u0000') });
const poisoned = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 10 }), special, fc.string({ unit: 'grapheme', maxLength: 10 }))
  .map(([before, char, after]) => `${before}${char}${after}`);

const numberTokens = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '1E-400', '0.1e1'];

const scalar: fc.Arbitrary<Nasty> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 4, arbitrary: poisoned },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  // Long text: past every field limit (the 1 MiB body limit has its own test in errors.test.ts).
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 300, max: 20_000 }), fc.constantFrom('x', 'ก', '9', '😀')).map(([n, c]) => c.repeat(n)),
  },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String), fc.integer().map(String), fc.double().map(String)) },
  { weight: 1, arbitrary: fc.constantFrom(...numberTokens).map((t) => new RawJson(t)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const POLLUTION: Nasty[] = [
  new Entries([
    [
      '__proto__',
      new Entries([
        ['polluted', 'yes'],
        ['role', 'admin'],
        ['isAdmin', true],
      ]),
    ],
  ]),
  new Entries([['constructor', new Entries([['prototype', new Entries([['polluted', 'yes']])]])]]),
];

const anyKey = (keys: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  );

/** Any value: a tricky scalar, or arrays and objects of them, a few levels deep. */
const nastyValue = (keys: readonly string[]): fc.Arbitrary<Nasty> =>
  fc.letrec<{ value: Nasty; array: Nasty[]; object: Entries }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: tie('array') },
      { weight: 1, arbitrary: tie('object') },
      { weight: 1, arbitrary: fc.constantFrom(...POLLUTION) },
    ),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.array(fc.tuple(anyKey(keys), tie('value')), { maxLength: 4 }).map((list) => new Entries(list)),
  })).value;

/** Objects aimed at one schema: every field with a wrong value, or some fields, repeated, with pollution keys. */
function aimedEntries(keys: readonly string[]): fc.Arbitrary<Array<readonly [string, Nasty]>> {
  const value = nastyValue(keys);
  const every = fc.tuple(...keys.map((key) => value.map((v) => [key, v] as const)));
  const some = fc.array(fc.tuple(anyKey(keys), value), { maxLength: keys.length + 3 });
  return keys.length > 0 ? fc.oneof(every, some) : some;
}

export type FuzzBody = { describe: string; contentType?: string; payload?: string | Buffer };

const BINARY_SAMPLES = [
  PNG_1X1,
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.from('%PDF-1.4\n%%EOF\n'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('MZ\x90\x00'),
];

const fileName = fc.oneof(
  fc.constantFrom('a.png', '../../../etc/passwd', '..\\..\\win.ini', '', '.', 'x'.repeat(300), 'ภาพ.png', 'a.png\u0000.exe', 'a";b.png'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/**
 * A multipart body by hand (fetch's FormData cannot write a broken one): the text fields of `entries`, files under
 * the given names with garbage names and types, and sometimes no closing boundary.
 */
function multipart(entries: fc.Arbitrary<Array<readonly [string, Nasty]>>, fileFields: readonly string[]): fc.Arbitrary<FuzzBody> {
  const file = fc.record({
    name: anyKey(fileFields),
    filename: fileName,
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/octet-stream', '', 'image/png; x=";'),
    data: fc.oneof(
      fc.constantFrom(...BINARY_SAMPLES),
      fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
    ),
  });
  return fc
    .record({
      boundary: fc.constantFrom('xYzZy', '----b', 'a'.repeat(70)),
      fields: entries,
      files: fc.array(file, { maxLength: 4 }),
      closed: fc.boolean(),
    })
    .map(({ boundary, fields, files, closed }) => {
      const chunks: Buffer[] = [];
      for (const [name, value] of fields) {
        for (const text of formValues(value)) {
          chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
        }
      }
      for (const f of files) {
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`;
        chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
      }
      if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const names = [...fields.map(([name]) => name), ...files.map((f) => `file ${f.name}`)];
      return {
        describe: `multipart ${names.join(',').slice(0, 300)}${closed ? '' : ' (unclosed)'}`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.concat(chunks),
      };
    });
}

const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json;;;',
  'image/png',
  '*/*',
];

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Values a JSON schema (from a domain zod schema) accepts, or nearly: refinements are not in the JSON schema. */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => plausible(option, depth + 1)));
  switch ([schema.type].flat()[0]) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time' || schema.format === 'date') {
        const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
        return schema.format === 'date' ? date.map((d) => d.slice(0, 10)) : date;
      }
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern, 'u'));
        } catch {
          // A pattern fast-check cannot generate from: plain text below.
        }
      }
      const minLength = schema.minLength ?? 0;
      return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_001) + 1, -1e9);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1e6, 1e9)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(plausible(schema.items ?? {}, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, plausible(inner, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue();
  }
}

/** A plain value as a Nasty one (objects become entry lists). */
function fromPlain(value: unknown): Nasty {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === 'object' && value !== null) return new Entries(Object.entries(value).map(([k, v]) => [k, fromPlain(v)] as const));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return null;
}

/**
 * Bodies that pass for the schema but for one or two fields: a plausible object from the schema (as JSON schema),
 * with fields given wrong values, one left out, or a pollution key added. Null for what is not an object schema.
 */
function mutatedEntries(schema: unknown): fc.Arbitrary<Array<readonly [string, Nasty]>> | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
  const keys = Object.keys(json.properties ?? {});
  if (json.type !== 'object' || keys.length === 0) return null;
  // A field gets a wrong value, or a special character slipped into the text it has.
  const change = fc.tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom(...PROTO_KEYS)),
    fc.oneof(
      { weight: 1, arbitrary: nastyValue(keys).map((value) => ({ value })) },
      { weight: 2, arbitrary: fc.tuple(special, fc.nat()).map(([char, at]) => ({ special: char, at })) },
    ),
  );
  return fc
    .record({
      valid: plausible(json),
      changes: fc.array(change, { maxLength: 2 }),
      dropped: fc.subarray(keys, { maxLength: 1 }),
    })
    .map(({ valid, changes, dropped }) => {
      const entries = new Map(Object.entries(valid as Record<string, unknown>).map(([k, v]) => [k, fromPlain(v)]));
      for (const key of dropped) entries.delete(key);
      for (const [key, change] of changes) {
        if ('value' in change) {
          entries.set(key, change.value);
          continue;
        }
        const text = entries.get(key);
        const at = typeof text === 'string' ? change.at % (text.length + 1) : 0;
        entries.set(key, typeof text === 'string' ? `${text.slice(0, at)}${change.special}${text.slice(at)}` : change.special);
      }
      return [...entries];
    });
}

/** What a route is known to read: the fields of its schemas (`schemas` when they are zod schemas), and its files. */
type BodyTarget = { fieldSets: readonly (readonly string[])[]; schemas: readonly unknown[]; fileFields: readonly string[] };

/** Bad bodies of every kind for a route: aimed at its fields, nearly valid for its schemas, or any garbage. */
export function fuzzBody(target: BodyTarget): fc.Arbitrary<FuzzBody> {
  const { fieldSets, schemas, fileFields } = target;
  const allFields = [...new Set(fieldSets.flat())];
  const aimed = fieldSets.length > 0 ? fc.constantFrom(...fieldSets).chain((keys) => aimedEntries(keys)) : aimedEntries([]);
  const nearlyValid = schemas.flatMap((schema) => mutatedEntries(schema) ?? []);
  const entries =
    nearlyValid.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.oneof(...nearlyValid) }, { weight: 1, arbitrary: aimed }) : aimed;
  const json = fc.oneof(
    { weight: 6, arbitrary: entries.map((list) => toJson(new Entries(list))) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION).map(toJson) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: nastyValue(allFields).map(toJson) },
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: json.map((payload) => ({ describe: `json ${payload.slice(0, 300)}`, contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          json.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", '{"a":1}{"b":2}', 'nul', '\uFEFF{}', '{"__proto__":'),
        )
        .map((payload) => ({ describe: `broken json ${payload.slice(0, 300)}`, contentType: 'application/json', payload })),
    },
    {
      weight: 4,
      arbitrary: fc
        .oneof(
          { weight: 5, arbitrary: entries.map(formEncode) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              'a=%ZZ&&=&b[c]=1',
              '%',
              '=&=&=',
              'answerSheet=1-1&answerSheet[]=2-1&answerCount=x',
              '__proto__[polluted]=yes',
            ),
          },
        )
        .map((payload) => ({ describe: `form ${payload.slice(0, 300)}`, contentType: 'application/x-www-form-urlencoded', payload })),
    },
    { weight: 2, arbitrary: multipart(entries, fileFields) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...WRONG_TYPES),
          fc.oneof(
            json,
            fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
          ),
        )
        .map(([contentType, payload]) => ({ describe: `${contentType} body`, contentType, payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { describe: 'no body' },
        { describe: 'empty json', contentType: 'application/json', payload: '' },
        { describe: 'empty form', contentType: 'application/x-www-form-urlencoded', payload: '' },
      ),
    },
  );
}

/** Bodies nearly valid for one of `schemas` (a field or two wrong), as JSON, form or multipart; null without object schemas. */
export function nearlyValidBody(schemas: readonly unknown[], fileFields: readonly string[]): fc.Arbitrary<FuzzBody> | null {
  const options = schemas.flatMap((schema) => mutatedEntries(schema) ?? []);
  if (options.length === 0) return null;
  const entries = fc.oneof(...options);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: entries
        .map((list) => toJson(new Entries(list)))
        .map((payload) => ({ describe: `json ${payload.slice(0, 300)}`, contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: entries
        .map(formEncode)
        .map((payload) => ({ describe: `form ${payload.slice(0, 300)}`, contentType: 'application/x-www-form-urlencoded', payload })),
    },
    { weight: 1, arbitrary: multipart(entries, fileFields) },
  );
}

/** Path values no route should choke on: out of range, not numbers, traversal, broken escapes; and some real ids. */
export function fuzzPathValue(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '-0',
        '00',
        '1.0',
        '1e3',
        '0x10',
        '2147483647',
        '2147483648',
        '4294967296',
        '9007199254740993',
        '99999999999999999999999',
        'NaN',
        'Infinity',
        'null',
        'undefined',
        'true',
        '%00',
        '%2e%2e',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '..',
        '..%2f',
        '%',
        '%ZZ',
        '%C0%AE',
        '%EF%BC%91',
        '%E0%B9%91',
        'abc',
        "1'OR'1'='1",
        '1;DROP',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '2024-02-30',
        '9999-99-99',
        'a'.repeat(70),
        '1'.repeat(65),
      ),
    },
    { weight: 2, arbitrary: fc.oneof(fc.integer().map(String), fc.bigInt().map(String), fc.uuid()) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(pct) },
    { weight: 2, arbitrary: realIds.length > 0 ? fc.constantFrom(...realIds) : fc.constant('1') },
  );
}

/** Query strings: nearly valid for the route's schema, its keys with bad values, repeated keys, brackets, broken escapes. */
export function fuzzQuery(schema: unknown): fc.Arbitrary<string> {
  const all = [...new Set([...fieldSetsOf(schema).flat(), 'page', 'q'])];
  const nearlyValid = mutatedEntries(schema);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    ...(nearlyValid ? [{ weight: 4, arbitrary: nearlyValid.map((list) => `?${formEncode(list).slice(0, 6000)}`) }] : []),
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(anyKey(all), nastyValue(all)), { minLength: 1, maxLength: 5 })
        .map((list) => `?${formEncode(list).slice(0, 6000)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?%',
        '?%ZZ=1',
        '?page=%',
        '?&&&',
        '?=',
        '?page[]=1&page[]=2',
        '?page[a]=1',
        '?page=1&page=2',
        '?__proto__[polluted]=yes',
        '?constructor[prototype][polluted]=yes',
        '?page=1#x',
        `?q=${'a'.repeat(4000)}`,
      ),
    },
  );
}

type ZodLike = { _zod?: { def?: Record<string, unknown> }; shape?: Record<string, unknown> };

/** The field lists of every object inside a zod schema (through optional, pipes, arrays and unions). */
export function fieldSetsOf(schema: unknown, found: string[][] = [], depth = 0): string[][] {
  const def = (schema as ZodLike | null)?._zod?.def;
  if (!def || depth > 6) return found;
  const next = (inner: unknown) => fieldSetsOf(inner, found, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = (schema as ZodLike).shape ?? {};
      found.push(Object.keys(shape));
      for (const inner of Object.values(shape)) next(inner);
      break;
    }
    case 'pipe':
      next(def.in);
      next(def.out);
      break;
    case 'array':
      next(def.element);
      break;
    case 'union':
      for (const option of (def.options as unknown[]) ?? []) next(option);
      break;
    case 'intersection':
      next(def.left);
      next(def.right);
      break;
    case 'record':
      next(def.valueType);
      break;
    default:
      if ('innerType' in def) next(def.innerType);
  }
  return found;
}

/**
 * The field lists of every zod object schema the domain package exports, read from its modules: the fields a
 * route's handler checks with a domain schema are among them, and a new schema joins without a list to edit.
 */
export async function domainFieldSets(): Promise<string[][]> {
  const dir = fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url));
  const sets = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(`@ico/domain/${file.slice(0, -3)}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      for (const keys of fieldSetsOf(value)) if (keys.length > 0) sets.set(keys.join(','), keys);
    }
  }
  return [...sets.values()];
}
