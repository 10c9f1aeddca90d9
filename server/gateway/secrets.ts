// What of the production backend's answers may reach the panel. The backend sends every
// platform's password and API key in its list, every Oson config's password and API key, and each
// card's whole Oson config (docs/backend.md: Shapes); the embedded API's response schemas name what
// the panel needs, so the gateway keeps exactly those fields (their names, not their types: the
// backend's values pass as they are). Whatever else an answer holds, keys that name a secret are
// removed at any depth.
import { SECRET_FIELDS } from '../audit/audited.ts';
import { cardSchema } from '../routes/admin-cards/index.ts';
import { summarySchema as osonConfigSchema } from '../routes/oson-configs/index.ts';
import {
  detailSchema as platformDetailSchema,
  summarySchema as platformSummarySchema,
} from '../routes/platforms/index.ts';

/** Turns a backend answer's parsed JSON into what the panel may see. */
export type Cleaner = (value: unknown) => unknown;

/**
 * Keys never answered, wherever they sit, and recorded in the audit log only as changed: the
 * audit log's secrets (the Oson config's API key among them), a platform's secret, any token, the
 * Humo sign-in's SMS code.
 */
export const GATEWAY_SECRET_FIELDS: ReadonlySet<string> = new Set([
  ...SECRET_FIELDS,
  // The later backend's platform secret (API-NOTES A2).
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  'code',
]);

/** Secret keys removed from every answer; apiKey is not one (the platform detail carries it). */
const ANSWER_SECRET_KEYS: ReadonlySet<string> = new Set(
  [...GATEWAY_SECRET_FIELDS].filter((key) => key !== 'apiKey' && key !== 'code'),
);

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (schema: { properties: Record<string, unknown> }) =>
  Object.keys(schema.properties);

/** `value` without the keys in `secrets`, at any depth. */
export function withoutSecretKeys(
  value: unknown,
  secrets: ReadonlySet<string> = ANSWER_SECRET_KEYS,
): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutSecretKeys(item, secrets));
  if (!isPlainObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!secrets.has(key)) kept[key] = withoutSecretKeys(item, secrets);
  }
  return kept;
}

/** A record with only `fields` (those it has), each value passed through `inner` if given. */
function picking(fields: readonly string[], inner: Record<string, Cleaner> = {}): Cleaner {
  const pickOne = (record: unknown) => {
    if (!isPlainObject(record)) return record;
    const kept: Record<string, unknown> = {};
    for (const field of fields) {
      if (!(field in record)) continue;
      const clean = inner[field];
      kept[field] = clean ? clean(record[field]) : record[field];
    }
    return kept;
  };
  // A list of records or one record: the same fields of each.
  return (value) => (Array.isArray(value) ? value.map(pickOne) : pickOne(value));
}

/** A card's Oson config: only what the cards screen shows. */
const CARD_OSON_CONFIG_FIELDS = ['id', 'deviceName', 'primaryConfig'] as const;

export const cleanPlatformList = picking(propertiesOf(platformSummarySchema));
/** One platform (detail, create, update): its API key for the Copy button, never its password. */
export const cleanPlatform = picking(propertiesOf(platformDetailSchema));
export const cleanOsonConfigs = picking(propertiesOf(osonConfigSchema));
export const cleanCards = picking(propertiesOf(cardSchema), {
  osonConfig: picking(CARD_OSON_CONFIG_FIELDS),
});

/** The route's cleaner, then no secret key at any depth. */
export function cleanAnswer(value: unknown, clean?: Cleaner): unknown {
  return withoutSecretKeys(clean ? clean(value) : value);
}
