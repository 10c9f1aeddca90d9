// What the gateway sends for the payment accounts' writes, which the backend saves as whole
// records (API-NOTES A2): PUT /oson/config/{id} saves its body as the entity (a field left out,
// the Oson API key among them, becomes null) and PUT /platforms/{id} requires every field, so each
// is sent as the record just read with the form's fields over it; PUT /admin/cards/{id} copies
// balance and lastUsed from the body, so the card's lastUsed goes back as read and its balance
// follows contract/movedValue.ts; it never changes paymentSystem, so a change of it is refused
// rather than reported done. Creates send the form's fields only: the backend binds an Oson
// config's and a card's body straight to the entity, where an `id` would overwrite a record.
import type { FastifyRequest } from 'fastify';
import type { WholeRecord } from './movedMeanwhile.ts';
import { movedValueConflict, settleMovedValue } from '../../contract/movedValue.ts';
import { badRequest, conflict } from '../errors.ts';
import { normalizeCardNumber } from '../routes/admin-cards/index.ts';
import { bodyOf, isBlank, param, type Row } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';

/** The `fields` the request's body gives (not left out), text trimmed as the embedded API does. */
function given(body: Row, fields: readonly string[]): Row {
  const picked: Row = {};
  for (const field of fields) {
    const value = body[field];
    if (value !== undefined) picked[field] = typeof value === 'string' ? value.trim() : value;
  }
  return picked;
}

/** A secret typed in, or the stored one when the form left it blank ("keep the current one"). */
const secretOr = (typed: unknown, stored: unknown) => (isBlank(typed) ? stored : typed);

const OSON_OWNED = ['deviceName', 'phone', 'deviceId'] as const;

export function osonConfigCreate(request: FastifyRequest, defaultApiUrl: string): Row {
  const body = bodyOf(request);
  // primaryConfig is a field of the record that a create may not set: only set-primary moves it.
  return {
    ...given(body, OSON_OWNED),
    password: body.password,
    apiUrl: isBlank(body.apiUrl) ? defaultApiUrl : String(body.apiUrl).trim(),
  };
}

/** The fields an Oson edit sets: those it gives, a typed URL and a typed password. */
export const OSON_CONFIG_WHOLE: WholeRecord = {
  owned: (request) => {
    const body = bodyOf(request);
    return [
      ...Object.keys(given(body, OSON_OWNED)),
      ...(isBlank(body.apiUrl) ? [] : ['apiUrl']),
      ...(isBlank(body.password) ? [] : ['password']),
    ];
  },
};

export function osonConfigUpdate(request: FastifyRequest, stored: Row): Row {
  const body = bodyOf(request);
  return {
    ...stored,
    ...given(body, OSON_OWNED),
    ...(isBlank(body.apiUrl) ? {} : { apiUrl: String(body.apiUrl).trim() }),
    password: secretOr(body.password, stored.password),
    id: Number(param('id')(request)),
    // Only set-primary moves it: a body's value is never applied, and one left out is false.
    primaryConfig: stored.primaryConfig === true,
  };
}

const PLATFORM_OWNED = ['name', 'currency', 'apiKey', 'login', 'workplaceId'] as const;

export function platformCreate(request: FastifyRequest): Row {
  const body = bodyOf(request);
  const fields = given(body, PLATFORM_OWNED);
  // The backend requires a currency; the embedded API's default is UZS.
  return { ...fields, currency: fields.currency ?? 'UZS', password: body.password };
}

/** The fields a platform edit sets: those it gives, and a typed password. */
export const PLATFORM_WHOLE: WholeRecord = {
  owned: (request) => {
    const body = bodyOf(request);
    return [
      ...Object.keys(given(body, PLATFORM_OWNED)),
      ...(isBlank(body.password) ? [] : ['password']),
    ];
  },
};

export function platformUpdate(request: FastifyRequest, stored: Row): Row {
  const body = bodyOf(request);
  const kept = { ...stored };
  delete kept.id;
  return {
    ...kept,
    ...given(body, PLATFORM_OWNED),
    password: secretOr(body.password, stored.password),
  };
}

export function cardCreate(request: FastifyRequest): Row {
  const body = bodyOf(request);
  return {
    cardNumber: normalizeCardNumber(String(body.cardNumber)),
    ownerName: typeof body.ownerName === 'string' ? body.ownerName.trim() : '',
    paymentSystem: body.paymentSystem,
    balance: body.balance ?? 0,
  };
}

const PAYMENT_SYSTEM_FIXED =
  "paymentSystem: the production backend does not change a card's payment system; delete the card and add it again";

/**
 * The fields a card edit sets: its number, the owner it gives, a balance it changed (one sent as
 * seen is the stored one, contract/movedValue.ts) and the account it names. The payment flow moves
 * the balance and the last use: their moved value wins.
 */
export const CARD_WHOLE: WholeRecord = {
  owned: (request) => {
    const body = bodyOf(request);
    return [
      'cardNumber',
      ...(body.ownerName === undefined ? [] : ['ownerName']),
      ...(body.balance === undefined || body.balance === body.balanceSeen ? [] : ['balance']),
      ...(isPlainObject(body.osonConfig) && body.osonConfig.id !== undefined ? ['osonConfig'] : []),
    ];
  },
  movedByBackend: ['balance', 'lastUsed'],
};

export function cardUpdate(request: FastifyRequest, stored: Row): Row {
  const body = bodyOf(request);
  if (body.paymentSystem !== undefined && body.paymentSystem !== stored.paymentSystem) {
    throw badRequest(PAYMENT_SYSTEM_FIXED);
  }
  let balance = stored.balance as number | null;
  if (body.balance !== undefined) {
    if (body.balanceSeen === undefined) throw badRequest('balanceSeen: is required with balance');
    const settled = settleMovedValue(
      body.balanceSeen as number | null,
      body.balance as number | null,
      balance,
    );
    if (settled.kind === 'conflict') throw conflict(movedValueConflict('balance', settled.stored));
    balance = settled.value;
  }
  const storedConfig = isPlainObject(stored.osonConfig) ? stored.osonConfig.id : undefined;
  const wantedConfig = isPlainObject(body.osonConfig) ? body.osonConfig.id : undefined;
  const kept = { ...stored };
  delete kept.osonConfig;
  return {
    ...kept,
    cardNumber: normalizeCardNumber(String(body.cardNumber)),
    ...(body.ownerName === undefined
      ? {}
      : { ownerName: typeof body.ownerName === 'string' ? body.ownerName.trim() : '' }),
    balance,
    // Read just before, sent back: the backend would wipe it otherwise.
    lastUsed: stored.lastUsed ?? null,
    // Only its id is read (the stored one carries the account's secrets).
    osonConfig: { id: wantedConfig ?? storedConfig },
  };
}
