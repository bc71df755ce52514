import fc from 'fast-check';

/**
 * Request generation from the OpenAPI document: arbitraries for an operation's path parameters, query and
 * body, built from its schemas, mixing values of the declared shape with hostile ones (wrong types, huge and
 * odd strings, extreme numbers, prototype-pollution keys, SQL and path-traversal text, malformed bodies).
 * Used by test/e2e/generated-requests.e2e-spec.ts.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  example?: unknown;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

export interface OpenApiLike {
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  /** 'POST /api/watchlists/{id}/upload' */
  name: string;
  method: HttpMethod;
  path: string;
  pathParams: ParameterObject[];
  queryParams: ParameterObject[];
  headerParams: ParameterObject[];
  body?: { kind: 'json' | 'multipart'; schema: SchemaObject };
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiLike): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      return {
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headerParams: parameters.filter((parameter) => parameter.in === 'header'),
        body: multipart
          ? { kind: 'multipart' as const, schema: multipart }
          : json
            ? { kind: 'json' as const, schema: json }
            : undefined,
      };
    }),
  );
}

/** A JSON fragment written into the body as is (NaN, 1e999, duplicate or `__proto__` keys, broken text). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson fragments; object keys are written as given (`__proto__` too). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** Strings meant to break a parser, a query or a path. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0x1F',
  '1e309',
  '9'.repeat(40),
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE identity.user_account; --",
  '" OR ""="',
  "1' UNION SELECT NULL, version() --",
  "%' AND pg_sleep(0) IS NULL --",
  '\\',
  "'",
  '"',
  '%',
  '_%_',
  '$1',
  '?',
  ':name',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '/etc/passwd',
  'file:///etc/passwd',
  'C:\\boot.ini',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\u200B\u200C\u200D\uFEFF',
  'İıß\u0130ﬁ',
  'e\u0301\u0301\u0301\u0301',
  '𝕏😀👩‍👩‍👧‍👦',
  '漢字テスト',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  'a@b',
  '@',
  'user@[127.0.0.1]',
  'x'.repeat(256),
  'x'.repeat(5_000),
];

/** Numbers at and past the edges. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -1e-9,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Marker a prototype-pollution payload would set on Object.prototype. */
export const POLLUTION_MARKER = 'fuzzPolluted';

const RAW_VALUES = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '0.1e-400',
  '-0',
  `{"__proto__":{"${POLLUTION_MARKER}":true}}`,
  `{"constructor":{"prototype":{"${POLLUTION_MARKER}":true}}}`,
  '{"$gt":""}',
  '{"toString":1,"valueOf":1}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
].map((text) => new RawJson(text));

/** A value of any type, mostly not the expected one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_VALUES) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], { a: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 200_000 }).map((length) => 'y'.repeat(length)) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom<unknown>(1, 'a', null, {}), { maxLength: 600 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys that should never be accepted or change anything. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'tenantId',
  'userId',
  'administrator',
  'id',
  '',
  ' ',
  '$where',
  'a.b',
  '漢',
  'x'.repeat(300),
];

/** Values the caller's fixtures know for a field name (ids that exist, tickers, plan ids...). */
export type Pools = (field: string) => readonly unknown[] | undefined;

export interface SchemaContext {
  components: Record<string, SchemaObject>;
  pools: Pools;
}

export function resolved(schema: SchemaObject | undefined, context: SchemaContext): SchemaObject {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolved(context.components[name], context);
  }
  if (schema.allOf?.length) {
    return schema.allOf.reduce<SchemaObject>(
      (merged, part) => {
        const next = resolved(part, context);
        return {
          ...merged,
          ...next,
          properties: { ...merged.properties, ...next.properties },
          required: [...(merged.required ?? []), ...(next.required ?? [])],
        };
      },
      { ...schema, allOf: undefined },
    );
  }
  return schema;
}

const SAMPLE_STRINGS = fc.oneof(
  { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ._-]{0,30}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constant('') },
);

function validString(schema: SchemaObject, field: string): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? 2_000;
  const lower = field.toLowerCase();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time' || /date$/i.test(field)) {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .chain((date) =>
        fc.constantFrom(date.toISOString(), date.toISOString().slice(0, 10), date.toISOString().slice(0, 19)),
      );
  }
  if (lower.includes('email')) return fc.emailAddress();
  if (lower.includes('password')) {
    return fc.oneof(
      fc.string({ minLength: 8, maxLength: 40 }).map((text) => `Aa1!${text}`),
      fc.string({ maxLength: 12 }),
    );
  }
  if (lower.includes('url')) return fc.webUrl();
  const options: Array<fc.Arbitrary<unknown>> = [SAMPLE_STRINGS];
  if (typeof schema.example === 'string') options.push(fc.constant(schema.example));
  options.push(fc.string({ minLength: Math.max(0, max - 2), maxLength: max + 2 }));
  return fc.oneof({ weight: 6, arbitrary: options[0]! }, ...options.slice(1));
}

function validNumber(schema: SchemaObject): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -5;
  const max = schema.maximum ?? 3_000;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }),
    },
    { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
  );
}

/** A value of the declared shape (with known ids where a pool names the field), now and then odd within it. */
export function validValue(
  input: SchemaObject | undefined,
  context: SchemaContext,
  field = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolved(input, context);
  const generic = genericValue(schema, context, field, depth);
  const pool = context.pools(field);
  const withPool = pool?.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: generic })
    : generic;
  return schema.nullable
    ? fc.oneof({ weight: 9, arbitrary: withPool }, { weight: 1, arbitrary: fc.constant(null) })
    : withPool;
}

function genericValue(
  schema: SchemaObject,
  context: SchemaContext,
  field: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.oneOf?.length || schema.anyOf?.length) {
    return fc.oneof(
      ...(schema.oneOf ?? schema.anyOf ?? []).map((part) => validValue(part, context, field, depth)),
    );
  }
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return validString(schema, field);
    case 'number':
    case 'integer':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const pool = context.pools(`${field}[]`);
      const item = pool?.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...pool) },
            { weight: 1, arbitrary: validValue(schema.items, context, field, depth + 1) },
          )
        : validValue(schema.items, context, field, depth + 1);
      return fc.array(item, { maxLength: 6 });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        // Declared as a bare 'object' (a union the generator does not describe): a small JSON value.
        return fc.oneof(SAMPLE_STRINGS, fc.jsonValue({ maxDepth: 2 }));
      }
      const model = Object.fromEntries(
        properties.map(([name, property]) => [name, validValue(property, context, name, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
    }
    case 'null':
      return fc.constant(null);
    case undefined:
    default:
      return fc.oneof(SAMPLE_STRINGS, fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A valid-shaped object, then up to three changes: a field made hostile, a field dropped, a key added. */
function mutatedObject(schema: SchemaObject, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const base = validValue(schema, context, '', 0).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const names = Object.keys(resolved(schema, context).properties ?? {});
  const mutation = fc.oneof(
    names.length
      ? fc.record({
          kind: fc.constant('replace' as const),
          key: fc.constantFrom(...names),
          value: hostileValue,
        })
      : fc.record({
          kind: fc.constant('add' as const),
          key: fc.constantFrom(...EXTRA_KEYS),
          value: hostileValue,
        }),
    names.length
      ? fc.record({
          kind: fc.constant('drop' as const),
          key: fc.constantFrom(...names),
          value: fc.constant(null),
        })
      : fc.record({
          kind: fc.constant('add' as const),
          key: fc.constantFrom(...EXTRA_KEYS),
          value: hostileValue,
        }),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.constantFrom(...EXTRA_KEYS),
      value: hostileValue,
    }),
    fc.record({
      kind: fc.constant('nested' as const),
      key: names.length ? fc.constantFrom(...names) : fc.constant('x'),
      value: fc.constantFrom(...RAW_VALUES),
    }),
  );
  return fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([object, mutations]) => {
    const result: Record<string, unknown> = { ...object };
    for (const { kind, key, value } of mutations) {
      if (kind === 'drop') delete result[key];
      // defineProperty keeps '__proto__' an own key, written out by jsonText.
      else
        Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return result;
  });
}

/** A JSON request body as sent: its text and content type (undefined: no body at all). */
export interface GeneratedBody {
  contentType?: string;
  text?: string;
  /** How the body was made, for the failure report. */
  kind: string;
  headers?: Record<string, string>;
}

const deepNesting = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

const BROKEN_BODIES: readonly GeneratedBody[] = [
  { kind: 'empty' },
  { kind: 'empty-json', contentType: 'application/json', text: '' },
  { kind: 'null', contentType: 'application/json', text: 'null' },
  { kind: 'array', contentType: 'application/json', text: '[]' },
  { kind: 'string', contentType: 'application/json', text: '"text"' },
  { kind: 'number', contentType: 'application/json', text: '12' },
  { kind: 'truncated', contentType: 'application/json', text: '{"a":' },
  { kind: 'trailing-comma', contentType: 'application/json', text: '{"a":1,}' },
  { kind: 'single-quotes', contentType: 'application/json', text: "{'a':1}" },
  { kind: 'bare-nan', contentType: 'application/json', text: '{"a":NaN}' },
  { kind: 'nul', contentType: 'application/json', text: '\u0000' },
  { kind: 'bom', contentType: 'application/json', text: '\uFEFF{}' },
  { kind: 'deep-array', contentType: 'application/json', text: deepNesting(5_000) },
  {
    kind: 'deep-object',
    contentType: 'application/json',
    text: `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  },
  { kind: 'duplicate-keys', contentType: 'application/json', text: '{"name":"a","name":{"x":1}}' },
  { kind: 'proto', contentType: 'application/json', text: `{"__proto__":{"${POLLUTION_MARKER}":true}}` },
  {
    kind: 'constructor-prototype',
    contentType: 'application/json',
    text: `{"constructor":{"prototype":{"${POLLUTION_MARKER}":true}}}`,
  },
  { kind: 'too-large', contentType: 'application/json', text: `{"a":"${'z'.repeat(1_100_000)}"}` },
  { kind: 'text-plain', contentType: 'text/plain', text: '{"a":1}' },
  {
    kind: 'form',
    contentType: 'application/x-www-form-urlencoded',
    text: `a=1&__proto__[${POLLUTION_MARKER}]=1&b[]=2`,
  },
  {
    kind: 'xml',
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { kind: 'json-charset', contentType: 'application/json; charset=utf-16', text: '{}' },
  {
    kind: 'gzip-claimed',
    contentType: 'application/json',
    text: '{}',
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    kind: 'unknown-encoding',
    contentType: 'application/json',
    text: '{}',
    headers: { 'Content-Encoding': 'x-zip' },
  },
  { kind: 'unknown-type', contentType: 'application/x-fuzz', text: '\u0001\u0002' },
];

/** A JSON body for this schema: mostly valid-shaped with changes, sometimes intact, sometimes broken. */
export function jsonBody(schema: SchemaObject, context: SchemaContext): fc.Arbitrary<GeneratedBody> {
  const json = (kind: string) => (value: unknown) => ({
    kind,
    contentType: 'application/json',
    text: jsonText(value),
  });
  return fc.oneof(
    { weight: 5, arbitrary: mutatedObject(schema, context).map(json('mutated')) },
    { weight: 3, arbitrary: validValue(schema, context).map(json('valid-shaped')) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
    { weight: 1, arbitrary: hostileValue.map(json('hostile-value')) },
  );
}

/**
 * The longest text put in a path or query value: Node refuses request heads over 16 kB (431, or a reset
 * connection while the client still writes), before the application sees them.
 */
const URL_VALUE_MAX = 1_500;

/** encodeURIComponent that does not throw: a lone surrogate goes out as bytes that are not UTF-8 (%ED%A0%80). */
export function encodeLoose(text: string): string {
  return encodeURIComponent(text.toWellFormed()).replace(/%EF%BF%BD/g, '%ED%A0%80');
}

/** A path parameter: a known id, a valid-shaped value, or hostile text (encoded, or raw with '%'/'/'). */
export function pathValue(parameter: ParameterObject, context: SchemaContext): fc.Arbitrary<string> {
  const known = validValue(parameter.schema, context, parameter.name).map((value) =>
    encodeLoose((typeof value === 'string' ? value : jsonText(value)).slice(0, URL_VALUE_MAX)),
  );
  const hostile = fc.constantFrom(...HOSTILE_STRINGS).map((value) => encodeLoose(value));
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '%C0%AE%C0%AE',
    '..%2F..%2Fhealth',
    '%2e%2e',
    'a%2Fb',
    '%E0%A4%A',
  );
  return fc
    .oneof({ weight: 6, arbitrary: known }, { weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: raw })
    .map((value) => (value === '' ? '%20' : value));
}

/** A query string for these parameters, with odd repetitions, brackets and extra keys. */
export function queryString(parameters: ParameterObject[], context: SchemaContext): fc.Arbitrary<string> {
  const pair = (name: string, value: unknown) =>
    `${encodeLoose(name)}=${encodeLoose((typeof value === 'string' ? value : jsonText(value)).slice(0, URL_VALUE_MAX))}`;
  const parts = parameters.map((parameter) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: validValue(parameter.schema, context, parameter.name).map((value) =>
          Array.isArray(value)
            ? value.map((item) => pair(parameter.name, item)).join('&')
            : pair(parameter.name, value),
        ),
      },
      { weight: 2, arbitrary: hostileValue.map((value) => pair(parameter.name, value)) },
      {
        weight: 1,
        arbitrary: fc.constant(
          `${encodeURIComponent(parameter.name)}=a&${encodeURIComponent(parameter.name)}=b`,
        ),
      },
      { weight: 1, arbitrary: fc.constant(`${encodeURIComponent(parameter.name)}[x]=1`) },
      { weight: 2, arbitrary: fc.constant('') },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `__proto__[${POLLUTION_MARKER}]=1`,
        'constructor[prototype][x]=1',
        `${'q'.repeat(10)}=${'v'.repeat(4_000)}`,
        'a=%zz',
        '%=%',
        '&&&',
      ),
    },
  );
  return fc
    .tuple(fc.tuple(...parts), extra)
    .map(([values, more]) => [...values, more].filter((value) => value !== '').join('&'));
}

/** Patterns of a leaked stack trace or database error. A pattern the request itself matches is not counted. */
export const LEAK_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'stack frame', pattern: /\n\s+at [^\n]*(\(|\s)[^\s()]*:\d+:\d+\)?/ },
  {
    name: 'stack frame (inline)',
    pattern: /\bat (?:async )?[\w$.<>]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/,
  },
  { name: 'error with file path', pattern: /(?:Error|Exception):[^\n]*(?:\/[\w.-]+)+\.(?:ts|js|mjs)\b/ },
  { name: 'source path', pattern: /(?:\/src\/|\/node_modules\/|\/dist\/)[\w./-]+\.(?:ts|js)/ },
  { name: 'select', pattern: /\bselect\s[\s\S]{0,200}?\bfrom\b/i },
  { name: 'insert/update/delete', pattern: /\b(?:insert into|update\s+"?\w+"?\s+set|delete from)\b/i },
  { name: 'syntax error', pattern: /syntax error at or near/i },
  { name: 'relation', pattern: /relation "[^"]+"/i },
  { name: 'column', pattern: /column "[^"]+" (?:does not exist|of relation)/i },
  { name: 'duplicate key', pattern: /duplicate key value/i },
  { name: 'constraint', pattern: /violates (?:foreign key|not-null|unique|check) constraint/i },
  { name: 'invalid input syntax', pattern: /invalid input (?:syntax|value) for/i },
  {
    name: 'driver',
    pattern: /\b(?:QueryFailedError|DriverException|DatabaseError|MikroORM|PostgreSqlDriver|ECONNREFUSED)\b/,
  },
  { name: 'sqlstate', pattern: /\bSQLSTATE\b|\bcode: '?\d{5}'?/ },
];

/** The leak patterns the response matches and the request does not. */
export function leaksIn(responseText: string, requestText: string): string[] {
  return LEAK_PATTERNS.filter(({ pattern }) => pattern.test(responseText) && !pattern.test(requestText)).map(
    ({ name }) => name,
  );
}

/** A multipart request: files under field names, plus text fields. */
export interface GeneratedMultipart {
  kind: string;
  files: Array<{ field: string; name: string; content: Buffer }>;
  fields: Array<[string, string]>;
}

const FILE_NAMES = [
  'upload.csv',
  'UPLOAD.CSV',
  'persons.xlsx',
  'a.exe',
  'noextension',
  '.csv',
  '../../../etc/passwd.csv',
  '..\\..\\evil.csv',
  '漢字 ファイル.csv',
  '\u202Egnp.csv',
  `${'n'.repeat(300)}.csv`,
  'a.csv\u0000.exe',
  'x".csv',
];

/** Random bytes with a chance of flipped bytes in a known-good file. */
function corrupted(good: readonly Buffer[]): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .tuple(
        fc.constantFrom(...good),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
      )
      .map(([file, flips]) => {
        const copy = Buffer.from(file);
        if (copy.length === 0) return copy;
        for (const [position, value] of flips) copy[position % copy.length] = value;
        return copy;
      }),
    fc.constantFrom(...good).map((file) => file.subarray(0, Math.floor(file.length / 2))),
  );
}

/** Multipart bodies around a file field: good files, broken ones, odd names, no file, two files, too large. */
export function multipartBody(
  goodFiles: readonly Buffer[],
  goodName: string,
): fc.Arbitrary<GeneratedMultipart> {
  const content = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...goodFiles) },
    { weight: 3, arbitrary: corrupted(goodFiles) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.from('\uFEFF'), Buffer.alloc(110_000, 0x41)),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 500 }).map((text) => Buffer.from(text, 'utf8')),
    },
  );
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constant(goodName) },
    { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES) },
  );
  const file = fc.record({ field: fc.constant('file'), name, content });
  return fc.oneof(
    { weight: 6, arbitrary: file.map((one) => ({ kind: 'file', files: [one], fields: [] })) },
    {
      weight: 1,
      arbitrary: fc.tuple(file, file).map((two) => ({ kind: 'two-files', files: two, fields: [] })),
    },
    {
      weight: 1,
      arbitrary: file.map((one) => ({
        kind: 'other-field',
        files: [{ ...one, field: 'upload' }],
        fields: [],
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          file,
          fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'file', 'x'), fc.string()), {
            maxLength: 12,
          }),
        )
        .map(([one, fields]) => ({ kind: 'with-fields', files: [one], fields })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'no-file',
        files: [],
        fields: [['note', 'none']] as Array<[string, string]>,
      }),
    },
  ) as fc.Arbitrary<GeneratedMultipart>;
}
