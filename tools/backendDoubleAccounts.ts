// The backend double's payment accounts (tools/backendDouble.ts), as the backend's
// AdminCardController, OsonConfigController and PlatformController do it (../shared/API-NOTES.md
// A2): cards that embed their whole Oson config; a card PUT that copies cardNumber, ownerName,
// lastUsed and balance from the body (left out: null) and never changes paymentSystem; Oson and
// card POSTs that save the body as the entity, so an `id` in it overwrites that record; an Oson
// PUT that saves the body as the whole record (a field left out becomes null, a missing
// primaryConfig false); String answers and errors; platforms whose every failure is a 500.
import type { DoubleState, Row } from './backendDoubleData.ts';
import {
  DoubleFailure,
  asRecord,
  byId,
  checkColumns,
  empty,
  enumValue,
  json,
  long,
  objectBody,
  string,
  text,
  uncaught,
  unreadable,
  type DoubleCall,
  type Route,
} from './backendDoubleAnswers.ts';

const PAYMENT_SYSTEMS = ['HUMO', 'UZCARD'] as const;
const CURRENCIES = ['UZS', 'RUB'] as const;
const PLATFORM_TYPES = ['common', 'mostbet'] as const;

function cardAnswer(state: DoubleState, card: Row): Row {
  const { osonConfigId, ...rest } = card;
  return { ...rest, osonConfig: state.osonConfigs.find((config) => config.id === osonConfigId) };
}

/** A LocalDateTime field: null stays null, anything but an ISO date-time is Spring's 400. */
function localDateTime(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?$/.test(value)) {
    return value;
  }
  throw unreadable(`${field}: not a LocalDateTime`);
}

/** The body as the AdminCard entity Jackson binds (unknown fields dropped, types checked). */
function cardEntity(body: unknown): Row {
  const record = objectBody(body);
  const balance = 'balance' in record ? long(record.balance, 'balance') : 0;
  return {
    id: long(record.id, 'id'),
    cardNumber: string(record.cardNumber, 'cardNumber'),
    ownerName: string(record.ownerName, 'ownerName'),
    balance,
    lastUsed: localDateTime(record.lastUsed, 'lastUsed'),
    paymentSystem: enumValue(record.paymentSystem, PAYMENT_SYSTEMS, 'paymentSystem'),
    osonConfig: record.osonConfig,
  };
}

/** `card.getCardNumber().matches("\\d{16}")`: a missing number is a NullPointerException. */
function checkCardNumber(card: Row): boolean {
  if (card.cardNumber === null) throw uncaught('cardNumber is null');
  return /^\d{16}$/.test(String(card.cardNumber));
}

const CARD_COLUMNS = {
  notNull: ['cardNumber', 'balance', 'paymentSystem', 'osonConfigId'],
  text: ['ownerName'],
};

function saveCard(state: DoubleState, card: Row): Row {
  if (typeof card.cardNumber === 'string' && card.cardNumber.length > 16) {
    throw uncaught('value too long for type character varying(16)');
  }
  checkColumns(card, state.cards, CARD_COLUMNS);
  const index = byId(state.cards, card.id);
  if (index >= 0) state.cards[index] = card;
  else state.cards.push(card);
  return card;
}

/** The body as the OsonConfig entity (a missing primaryConfig is Java's false). */
function osonEntity(body: unknown): Row {
  const record = objectBody(body);
  const primary = record.primaryConfig;
  if (primary !== undefined && primary !== null && typeof primary !== 'boolean') {
    throw unreadable('primaryConfig: not a boolean');
  }
  return {
    id: long(record.id, 'id'),
    apiUrl: string(record.apiUrl, 'apiUrl'),
    apiKey: string(record.apiKey, 'apiKey'),
    phone: string(record.phone, 'phone'),
    password: string(record.password, 'password'),
    deviceId: string(record.deviceId, 'deviceId'),
    deviceName: string(record.deviceName, 'deviceName'),
    primaryConfig: primary === true,
  };
}

/** The controller's own catch: a text 500 "Error <doing>: <message>". */
const osonError = (doing: string) => (message: string) =>
  new DoubleFailure(() => text(`Error ${doing} Oson config: ${message}`, 500), message);

const OSON_COLUMNS = {
  notNull: ['phone'],
  unique: ['phone'],
  text: ['apiUrl', 'apiKey', 'phone', 'password', 'deviceId', 'deviceName'],
};

/** `save(config)`: merged by id (a new id when it names none), the primary moved first. */
function saveOsonConfig(state: DoubleState, config: Row, fail: (m: string) => Error): void {
  const existing = byId(state.osonConfigs, config.id);
  const row: Row = { ...config, id: existing >= 0 ? config.id : state.nextId++ };
  checkColumns(row, state.osonConfigs, OSON_COLUMNS, fail);
  if (row.primaryConfig) {
    for (const other of state.osonConfigs) if (other.id !== row.id) other.primaryConfig = false;
  }
  if (existing >= 0) state.osonConfigs[existing] = row;
  else state.osonConfigs.push(row);
}

/** PlatformController's fixed request shape, checked as PlatformService.validateInputs does. */
function platformFields(state: DoubleState, call: DoubleCall): Row {
  const body = objectBody(call.body);
  const fields: Row = {
    name: string(body.name, 'name'),
    currency: enumValue(body.currency, CURRENCIES, 'currency'),
    apiKey: string(body.apiKey, 'apiKey'),
    login: string(body.login, 'login'),
    password: string(body.password, 'password'),
    workplaceId: string(body.workplaceId, 'workplaceId'),
  };
  if (state.options.platformSecrets) {
    fields.secret = string(body.secret, 'secret');
    fields.type = enumValue(body.type, PLATFORM_TYPES, 'type');
  }
  for (const [field, value] of Object.entries(fields)) {
    // IllegalArgumentException, which nothing catches.
    if (value === null || (typeof value === 'string' && !value.trim())) {
      throw uncaught(`${field} cannot be empty`);
    }
    if (typeof value === 'string') fields[field] = value.trim();
  }
  return fields;
}

const PLATFORM_COLUMNS = {
  unique: ['name', 'apiKey', 'workplaceId'],
  text: ['name', 'apiKey', 'login', 'password', 'workplaceId', 'secret'],
};

/** platformService.getPlatformById: a missing one is an IllegalArgumentException (500). */
function platformIndex(state: DoubleState, id: string): number {
  const index = byId(state.platforms, id);
  if (index < 0) throw uncaught(`Platform not found with id: ${id}`);
  return index;
}

export const ACCOUNT_ROUTES: Route[] = [
  ['GET', /^\/admin\/cards$/, (s) => json(s.cards.map((card) => cardAnswer(s, card)))],
  [
    'POST',
    /^\/admin\/cards\/oson\/(\d+)$/,
    (s, call, configId) => {
      const card = cardEntity(call.body);
      if (!checkCardNumber(card)) return empty(400);
      if (byId(s.osonConfigs, configId) < 0) return empty(404);
      // The path names the account; the body's osonConfig is replaced by it.
      const fields = { ...card };
      delete fields.osonConfig;
      // Bound straight to the entity: an id of an existing card overwrites that card.
      const existing = fields.id !== null && byId(s.cards, fields.id) >= 0;
      const saved = saveCard(s, {
        ...fields,
        cardNumber: String(fields.cardNumber).replace(/\s+/g, ''),
        id: existing ? fields.id : s.nextId++,
        osonConfigId: Number(configId),
      });
      return json(cardAnswer(s, saved));
    },
  ],
  [
    'PUT',
    /^\/admin\/cards\/(\d+)$/,
    (s, call, id) => {
      const body = cardEntity(call.body);
      if (!checkCardNumber(body)) return empty(400);
      const index = byId(s.cards, id);
      if (index < 0) return empty(404);
      const existing = s.cards[index];
      const configId = asRecord(body.osonConfig).id;
      const moved = configId !== undefined && configId !== null && byId(s.osonConfigs, configId);
      const updated = saveCard(s, {
        ...existing,
        cardNumber: String(body.cardNumber).replace(/\s+/g, ''),
        ownerName: body.ownerName,
        // Copied from the body whatever it holds: a lastUsed left out is null, a balance left
        // out is the entity's default 0, an explicit null balance breaks its NOT NULL.
        lastUsed: body.lastUsed,
        balance: body.balance,
        osonConfigId:
          moved !== false && moved >= 0 ? s.osonConfigs[moved].id : existing.osonConfigId,
        // paymentSystem: never changed by this PUT.
      });
      return json(cardAnswer(s, updated));
    },
  ],
  [
    'DELETE',
    /^\/admin\/cards\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.cards, id);
      if (index < 0) return json({ error: 'Card not found' }, 404);
      const card = s.cards[index];
      const config = s.osonConfigs.find((c) => c.id === card.osonConfigId);
      const sameAccount = s.cards.filter((c) => c.osonConfigId === card.osonConfigId);
      if (config?.primaryConfig && sameAccount.length <= 1) {
        return json({ error: 'Cannot delete the last card of the primary OsonConfig' }, 400);
      }
      s.cards.splice(index, 1);
      return json({ success: true, message: 'Card deleted' });
    },
  ],

  ['GET', /^\/oson\/config$/, (s) => json(s.osonConfigs)],
  [
    'GET',
    /^\/oson\/config\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.osonConfigs, id);
      return index < 0 ? text('Oson config not found', 404) : json(s.osonConfigs[index]);
    },
  ],
  [
    'POST',
    /^\/oson\/config$/,
    (s, call) => {
      saveOsonConfig(s, osonEntity(call.body), osonError('saving'));
      return text('Oson config saved successfully');
    },
  ],
  [
    'PUT',
    /^\/oson\/config\/(\d+)$/,
    (s, call, id) => {
      const config = osonEntity(call.body);
      if (config.id === null || String(config.id) !== id) {
        return text('Invalid or missing ID', 400);
      }
      if (byId(s.osonConfigs, id) < 0) return text('Oson config not found', 404);
      // The body is the whole record: whatever it leaves out is saved as null (or false).
      saveOsonConfig(s, config, osonError('updating'));
      return text('Oson config updated successfully');
    },
  ],
  [
    'PUT',
    /^\/oson\/config\/(\d+)\/set-primary$/,
    (s, _call, id) => {
      if (byId(s.osonConfigs, id) < 0) return text('Oson config not found', 404);
      for (const config of s.osonConfigs) config.primaryConfig = String(config.id) === id;
      return text('Oson config set as primary');
    },
  ],
  [
    'DELETE',
    /^\/oson\/config\/(\d+)$/,
    (s, _call, id) => {
      const index = byId(s.osonConfigs, id);
      if (index < 0) return text('Oson config not found', 404);
      if (s.osonConfigs[index].primaryConfig) {
        return text('Cannot delete primary Oson config', 400);
      }
      if (s.cards.some((card) => String(card.osonConfigId) === id)) {
        // The cards' foreign key, caught by the controller.
        return text(
          'Error deleting Oson config: could not execute statement; constraint [fk_admin_card_oson_config]',
          500,
        );
      }
      s.osonConfigs.splice(index, 1);
      return text('Oson config deleted successfully');
    },
  ],

  ['GET', /^\/platforms$/, (s) => json(s.platforms)],
  ['GET', /^\/platforms\/(\d+)$/, (s, _call, id) => json(s.platforms[platformIndex(s, id)])],
  [
    'POST',
    /^\/platforms$/,
    (s, call) => {
      const platform = { id: s.nextId, ...platformFields(s, call) };
      checkColumns(platform, s.platforms, PLATFORM_COLUMNS);
      s.nextId += 1;
      s.platforms.push(platform);
      return json(platform);
    },
  ],
  [
    'PUT',
    /^\/platforms\/(\d+)$/,
    (s, call, id) => {
      const index = platformIndex(s, id);
      const platform = { ...s.platforms[index], ...platformFields(s, call) };
      checkColumns(platform, s.platforms, PLATFORM_COLUMNS);
      s.platforms[index] = platform;
      return json(platform);
    },
  ],
  [
    'DELETE',
    /^\/platforms\/(\d+)$/,
    (s, _call, id) => {
      s.platforms.splice(platformIndex(s, id), 1);
      return empty(204);
    },
  ],
];
