// What an Idempotency-Key record (plugins/idempotency.ts) may hold of a write whose body or answer
// carries a credential. The table is in the database, so in every backup, for a day: its digests
// are keyed (HMAC-SHA-256) with a key of this install kept beside the database, never in it (a
// plain digest of a body whose every other field is known gives its password to a GPU); the body
// of a route that says `secretBody` is not in its digest at all; an answer keeps no field named as
// a credential, and none of the credentials its request carried.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The key's file, in the directory of the database (DATA_DIR): 64 hex digits, mode 0600. */
export const IDEMPOTENCY_KEY_FILE = 'idempotency-hmac.key';

export interface DigestKey {
  secret: Buffer;
  /** Names the key in each record (a fingerprint, not the key): records of another key are told. */
  id: string;
}

const KEY_TEXT = /^[0-9a-f]{64}$/;

const keyOf = (secret: Buffer): DigestKey => ({
  secret,
  id: createHmac('sha256', secret).update('idempotency key id').digest('hex').slice(0, 16),
});

/** The key as read from `file`; undefined when there is no such file. */
function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!KEY_TEXT.test(text.trim())) {
    throw new Error(
      `${file} does not hold an idempotency key (64 hex digits). Delete it and a new one is made ` +
        'at the next start; the Idempotency-Keys of the last 24 hours are then answered as unknown.',
    );
  }
  chmodSync(file, 0o600); // an older or hand-made file is made private too
  return Buffer.from(text.trim(), 'hex');
}

/** Writes a new key to `file`, unless another process made one first (then that one stays). */
function createKeyFile(file: string): void {
  const partial = `${file}.${randomUUID()}.partial`;
  const fd = openSync(partial, 'wx', 0o600);
  try {
    writeSync(fd, `${randomBytes(32).toString('hex')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // A link never replaces a file: two first starts at once end up with the same key.
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * The key of the records of the database at `databaseFile` (better-sqlite3's `db.name`): read from
 * the file beside it, made there at the first start. Kept so, a retry after a restart still
 * matches, and a copy of the database (a backup) never carries it. An in-memory database's
 * records die with it: a random key of its own.
 */
export function digestKeyFor(databaseFile: string): DigestKey {
  if (databaseFile === ':memory:' || databaseFile === '') return keyOf(randomBytes(32));
  const file = path.join(path.dirname(databaseFile), IDEMPOTENCY_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return keyOf(existing);
  createKeyFile(file);
  return keyOf(readKeyFile(file)!);
}

/** The record's digest of a request: with `secretBody`, its method and URL only. */
export function requestDigest(
  key: DigestKey,
  request: { method: string; url: string; body: unknown },
  secretBody: boolean,
): string {
  const body = secretBody || request.body === undefined ? '' : JSON.stringify(request.body);
  return createHmac('sha256', key.secret)
    .update(`${request.method} ${request.url}\n${body}`)
    .digest('hex');
}

// Names compared lower-cased, without '_' and '-': apiKey, api_key and API-KEY alike.
const nameOf = (field: string) => field.toLowerCase().replace(/[_-]/g, '');
/** Fields that hold a credential wherever they are: a password, an API key, any secret or token. */
const CREDENTIAL = /password|secret|token|apikey|recoverycode|initdata|session/;
/** In a request's body `code` is one too (an SMS or authenticator code); an answer's names an error. */
const isBodyCredential = (field: string) =>
  CREDENTIAL.test(nameOf(field)) || nameOf(field) === 'code';

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** The fields of a body schema that name a credential, at any depth. */
export function credentialFieldsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as SchemaNode;
  const own = Object.keys(node.properties ?? {}).filter(isBodyCredential);
  const inner = [
    ...Object.values(node.properties ?? {}),
    ...(node.items ? [node.items] : []),
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
    ...(node.allOf ?? []),
  ].flatMap(credentialFieldsOf);
  return [...new Set([...own, ...inner])];
}

/** The non-empty strings a body holds under a credential's name, at any depth. */
function credentialValues(value: unknown, named = false): string[] {
  if (typeof value === 'string') return named && value !== '' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => credentialValues(item, named));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, item]) =>
    credentialValues(item, named || isBodyCredential(field)),
  );
}

/** `value` without the fields named as credentials, and whether it had any. */
function withoutCredentials(value: unknown): { value: unknown; removed: boolean } {
  if (Array.isArray(value)) {
    const items = value.map(withoutCredentials);
    return { value: items.map((item) => item.value), removed: items.some((item) => item.removed) };
  }
  if (typeof value !== 'object' || value === null) return { value, removed: false };
  let removed = false;
  const kept: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) {
    if (CREDENTIAL.test(nameOf(field))) {
      removed = true;
      continue;
    }
    const inner = withoutCredentials(item);
    removed ||= inner.removed;
    kept[field] = inner.value;
  }
  return { value: kept, removed };
}

export interface KeptAnswer {
  contentType: string | null;
  body: string | null;
}

const NO_BODY: KeptAnswer = { contentType: null, body: null };

const holds = (text: string, value: string) =>
  text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1));

function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * What a record keeps of an answer for the retry, which is answered with the same status: a JSON
 * answer without its credentials' fields (a platform's without its apiKey: the panel reads the
 * rest); no body at all when it would still hold a credential the request carried (echoed under
 * another name), or when it is text to a `secretBody` route (text cannot be cleaned field by
 * field). Either way the retry reads as done, never as failed, and never with the secret.
 */
export function answerToKeep(
  payload: string | null,
  contentType: string | null,
  request: { body: unknown; secretBody: boolean },
): KeptAnswer {
  if (payload === null || payload === '') return { contentType, body: payload };
  const json = /json/i.test(contentType ?? '') ? parsedJson(payload) : undefined;
  let body = payload;
  if (json) {
    const cleaned = withoutCredentials(json.value);
    // Serialised again only when cleaned: an answer without secrets is kept byte for byte.
    if (cleaned.removed) body = JSON.stringify(cleaned.value);
  } else if (request.secretBody) {
    return NO_BODY;
  }
  const carried = credentialValues(request.body);
  return carried.some((value) => holds(body, value)) ? NO_BODY : { contentType, body };
}
