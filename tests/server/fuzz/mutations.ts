// Malformed requests made from a valid one (routeTable.ts), one broken part at a time, chosen by a
// seeded generator so every run sends the same requests: wrong types, control characters, huge
// strings, missing and extra fields, bad ids, broken JSON, wrong content types.
import type { InjectOptions } from 'fastify';
import { pickOne, randomInt } from '../../../server/db/seeds/seededRandom.ts';
import type { Random } from '../../../server/db/seeds/seededRandom.ts';
import { filledPath, type RouteSpec } from './routeTable.ts';
import type { FastifyInstance } from 'fastify';

const HUGE = 'x'.repeat(100_000);

/** Texts that break parsers, patterns, number reading and encodings. */
export const EVIL_TEXTS = [
  '',
  ' ',
  '\u0000',
  '\u0001\u001f\u007f',
  '\r\n\t',
  HUGE,
  '%',
  '%ZZ',
  '0',
  '-1',
  '0x10',
  '1e3',
  '1.5',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '[0,1e400]',
  '["a","b","c"]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\ud800',
  '💳🇺🇿',
  '\u202eevil',
  '../../etc/passwd',
  '2025-02-30T25:61:61',
];

/** JSON values of every type and edge. */
export const EVIL_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  '',
  '\u0000',
  HUGE,
  [],
  [null],
  {},
  { nested: { deeper: [1, { x: 'y' }] } },
  ...EVIL_TEXTS.slice(6, 20),
];

const BAD_IDS = [
  '0',
  '-1',
  'abc',
  '1e3',
  '0x10',
  '1.5',
  '9'.repeat(40),
  '%00',
  '%ZZ',
  ' 1',
  '%E2%80%AE1',
  'null',
];

/** encodeURIComponent, or the raw text where it cannot encode it (a lone surrogate). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

function url(spec: RouteSpec, params: Record<string, string>, query: Array<[string, string]>) {
  const search = query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return `/api${filledPath(spec, params)}${search ? `?${search}` : ''}`;
}

const pathParams = (spec: RouteSpec) => [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

function breakQuery(random: Random, spec: RouteSpec): Array<[string, string]> {
  const entries = Object.entries(spec.query ?? {});
  const keys = entries.map(([key]) => key);
  switch (randomInt(random, 0, 4)) {
    case 0: // one value replaced
      if (keys.length === 0) break;
      return entries.map(([key, value]) =>
        key === pickOne(random, keys) ? [key, pickOne(random, EVIL_TEXTS)] : [key, value],
      );
    case 1: // one key given twice (an array to the validator)
      if (keys.length === 0) break;
      return [...entries, [pickOne(random, keys), pickOne(random, EVIL_TEXTS)]];
    case 2: // one key missing
      return entries.filter(([key]) => key !== pickOne(random, keys));
    case 3: // a strange extra key
      return [
        ...entries,
        [pickOne(random, ['__proto__', 'constructor', 'x'.repeat(5000), '']), '1'],
      ];
    default:
      break;
  }
  return [...entries, [pickOne(random, keys.length ? keys : ['q']), pickOne(random, EVIL_TEXTS)]];
}

function breakBody(random: Random, body: unknown): { payload: string; contentType: string } {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const fields = isObject ? Object.keys(body as object) : [];
  switch (randomInt(random, 0, 6)) {
    case 0: // one field of a wrong type or value
      if (!isObject) return json([pickOne(random, EVIL_VALUES)]);
      return json({ ...(body as object), [pickOne(random, fields)]: pickOne(random, EVIL_VALUES) });
    case 1: {
      // one field missing
      if (!isObject) return json([]);
      const rest = { ...(body as Record<string, unknown>) };
      delete rest[pickOne(random, fields)];
      return json(rest);
    }
    case 2: // extra fields, one of them dangerous to a naive merge
      return json(
        isObject ? { ...(body as object), extra: HUGE, ['__proto__']: { admin: true } } : body,
      );
    case 3: // the whole body of another type
      return json(pickOne(random, EVIL_VALUES));
    case 4: // not JSON at all, or cut short
      return {
        payload: pickOne(random, ['{', '[1,', '{"a":}', 'undefined', '\u0000', '{"a":1}}']),
        contentType: 'application/json',
      };
    case 5: // over the body limit
      return json(
        isObject ? { ...(body as object), padding: 'x'.repeat(300_000) } : ['x'.repeat(300_000)],
      );
    default: // a content type the API does not take
      return {
        payload: JSON.stringify(body ?? {}),
        contentType: pickOne(random, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=ebcdic',
        ]),
      };
  }
}

/**
 * The Authorization header of a second owner account, made with `auth` (the first one's), to
 * fuzz with: the routes' valid requests name record 1, and a new password, a role or a disabled
 * account for the account signing in would refuse every request after it.
 */
export async function fuzzingAccount(app: FastifyInstance, auth: string): Promise<string> {
  const account = { username: 'fuzzer', password: 'fuzzing-password-1' };
  const made = await app.inject({
    method: 'POST',
    url: '/api/panel-accounts',
    headers: { authorization: auth },
    // An owner: every route's checks are reached, none refused by role.
    payload: { ...account, role: 'owner' },
  });
  if (made.statusCode !== 201) throw new Error(`fuzzing account: ${made.statusCode} ${made.body}`);
  return `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
}

/** One malformed request against `spec`, with the given Authorization header. */
export function malformedRequest(
  random: Random,
  spec: RouteSpec,
  authorization: string,
): InjectOptions {
  const names = pathParams(spec);
  const params: Record<string, string> = {};
  let query = Object.entries(spec.query ?? {});
  let body: { payload: string; contentType: string } | undefined =
    spec.body === undefined
      ? undefined
      : { payload: JSON.stringify(spec.body), contentType: 'application/json' };
  const parts = [
    'query',
    ...(names.length ? ['path'] : []),
    ...(spec.body !== undefined ? ['body', 'body'] : ['stray body']),
  ];
  const part = pickOne(random, parts);
  if (part === 'path') {
    for (const name of names) params[name] = pickOne(random, BAD_IDS);
  } else if (part === 'query') {
    query = breakQuery(random, spec);
  } else if (part === 'body') {
    body = breakBody(random, spec.body);
  } else {
    body = breakBody(random, { stray: true });
  }
  return {
    method: spec.method,
    url: url(spec, params, query),
    headers: {
      authorization,
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  };
}
