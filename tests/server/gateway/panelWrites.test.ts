// Every write the panel makes, as its screens make it (the data provider's methods, listed from the
// provider itself, so that a new one fails here until it has a case), through the real server in
// front of the backend double, which answers as the production backend does: through the gateway
// and through the plain pass-through. The property: the backend's records after the write differ
// from those before only in what the admin changed; a stored field the panel never receives (the
// Oson API key, a platform's secret, a card's last use) survives every edit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/httpClient';
import type { AppDataProvider } from '../../../src/providers/appDataProvider';
import { SCREENS } from '../../../src/screens';
import {
  BACKEND_ACCOUNT,
  HUMO_HELPER,
  SECRET_CANARIES,
  startBackendDouble,
} from '../../../tools/backendDouble.ts';
import type { BackendDouble, DoubleState } from '../../../tools/backendDouble.ts';
import { freshState } from '../../../tools/backendDoubleData.ts';
import { TEST_PASSWORD, TEST_USERNAME, basicAuth, testConfig } from '../helpers.ts';
import { gatewayEnv } from './gatewayFixture.ts';

type State = Omit<DoubleState, 'options'>;
type Provider = AppDataProvider;

interface WriteCase {
  /** Prepares the backend's records (before the "before" snapshot). */
  setup?: (state: DoubleState) => void;
  run: (provider: Provider) => Promise<unknown>;
  /** The records as they must be after the write, from those before. */
  expected: (before: State) => State;
  /**
   * Our server's own extras, kept by our server alone: never any change on the backend (the bare
   * backend has no such route, and the panel offers none there).
   */
  extra?: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);
const withRow = <K extends keyof State>(state: State, list: K, id: unknown, change: object) => {
  const rows = state[list] as Record<string, unknown>[];
  const row = rows.find((r) => r.id === id || r.chatId === id)!;
  Object.assign(row, change);
  return state;
};
const without = <K extends keyof State>(state: State, list: K, ...ids: unknown[]) => {
  (state[list] as Record<string, unknown>[]) = (state[list] as Record<string, unknown>[]).filter(
    (row) => !ids.includes(row.id ?? row.chatId),
  );
  return state;
};
const added = <K extends keyof State>(state: State, list: K, row: Record<string, unknown>) => {
  (state[list] as Record<string, unknown>[]).push({ id: state.nextId, ...row });
  state.nextId += 1;
  return state;
};

/** The record as the screen's form had it: the provider's own read (previousData). */
const loaded = async (provider: Provider, resource: string, id: number) =>
  (await provider.getOne(resource, { id })).data;

/** A browser's WebAuthn answer that no authenticator made. */
const MADE_UP_PASSKEY = {
  id: 'bm90LWEta2V5',
  rawId: 'bm90LWEta2V5',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'e30', authenticatorData: 'e30' },
  clientExtensionResults: {},
};

const WRITES: Record<string, WriteCase> = {
  'cards.create': {
    run: (p) =>
      p.create('cards', {
        data: {
          cardNumber: '8600111122223333',
          ownerName: 'Yangi Karta',
          paymentSystem: 'UZCARD',
          balance: 0,
          osonConfigId: 2,
        },
      }),
    expected: (s) =>
      added(s, 'cards', {
        cardNumber: '8600111122223333',
        ownerName: 'Yangi Karta',
        balance: 0,
        lastUsed: null,
        paymentSystem: 'UZCARD',
        osonConfigId: 2,
      }),
  },
  'cards.update': {
    run: async (p) => {
      const card = await loaded(p, 'cards', 5);
      return p.update('cards', {
        id: 5,
        // The form's values (cards/cardForm.ts: cardToSave): the owner changed, nothing else.
        data: {
          cardNumber: card.cardNumber,
          ownerName: 'Ali Valiyev',
          paymentSystem: card.paymentSystem,
          balance: card.balance,
          osonConfigId: card.osonConfig.id,
        },
        previousData: card,
      });
    },
    expected: (s) => withRow(s, 'cards', 5, { ownerName: 'Ali Valiyev' }),
  },
  'cards.delete': {
    run: (p) => p.delete('cards', { id: 6, previousData: { id: 6 } }),
    expected: (s) => without(s, 'cards', 6),
  },
  'platforms.create': {
    run: (p) =>
      p.create('platforms', {
        data: {
          name: 'Mostbet UZ',
          currency: 'UZS',
          apiKey: 'apikey-mostbet',
          login: 'mostbet',
          password: 'mostbet-pass',
          workplaceId: 'WP-3',
        },
      }),
    expected: (s) =>
      added(s, 'platforms', {
        name: 'Mostbet UZ',
        currency: 'UZS',
        apiKey: 'apikey-mostbet',
        login: 'mostbet',
        password: 'mostbet-pass',
        workplaceId: 'WP-3',
      }),
  },
  'platforms.update': {
    // The later backend, whose platform stores a secret and a type the form does not know.
    setup: (s) => {
      s.options = { platformSecrets: true };
      s.platforms = freshState(new Date(), { platformSecrets: true }).platforms;
    },
    run: async (p) => {
      const platform = await loaded(p, 'platforms', 2);
      return p.update('platforms', {
        id: 2,
        data: { ...platform, workplaceId: 'WP-20', password: '' },
        previousData: platform,
      });
    },
    expected: (s) => withRow(s, 'platforms', 2, { workplaceId: 'WP-20' }),
  },
  'platforms.delete': {
    run: (p) => p.delete('platforms', { id: 1, previousData: { id: 1 } }),
    expected: (s) => without(s, 'platforms', 1),
  },
  'transactions.delete': {
    run: (p) => p.delete('transactions', { id: 1000, previousData: { id: 1000 } }),
    expected: (s) => without(s, 'transactions', 1000),
  },
  'transactions.deleteMany': {
    run: (p) => p.deleteMany('transactions', { ids: [999, 998] }),
    expected: (s) => without(s, 'transactions', 999, 998),
  },
  'admins.create': {
    run: (p) => p.create('admins', { data: { chatId: '42' } }),
    expected: (s) => (s.chats.push({ chatId: 42, receiveNotifications: true }), s),
  },
  'admins.update': {
    run: (p) =>
      p.update('admins', {
        id: 5012345678,
        data: { receiveNotifications: false },
        previousData: { id: 5012345678, chatId: 5012345678, receiveNotifications: true },
      }),
    expected: (s) => withRow(s, 'chats', 5012345678, { receiveNotifications: false }),
  },
  'admins.delete': {
    run: (p) => p.delete('admins', { id: -1001234567, previousData: { id: -1001234567 } }),
    expected: (s) => without(s, 'chats', -1001234567),
  },
  'oson-configs.create': {
    run: (p) =>
      p.create('oson-configs', {
        data: {
          deviceName: 'Pixel 8',
          phone: '+998909998877',
          password: 'pixel-pass',
          deviceId: 'dev-9',
          apiUrl: 'https://core.oson.uz',
        },
      }),
    // What the backend's entity holds of a new config: no API key yet, not primary.
    expected: (s) =>
      added(s, 'osonConfigs', {
        apiUrl: 'https://core.oson.uz',
        apiKey: null,
        phone: '+998909998877',
        password: 'pixel-pass',
        deviceId: 'dev-9',
        deviceName: 'Pixel 8',
        primaryConfig: false,
      }),
  },
  'oson-configs.update': {
    run: async (p) => {
      const config = await loaded(p, 'oson-configs', 1);
      return p.update('oson-configs', {
        id: 1,
        // The form's values (oson-configs/formValues.ts): a blank password keeps the stored one.
        data: {
          deviceName: 'Samsung A55',
          phone: config.phone,
          password: '',
          deviceId: config.deviceId,
        },
        previousData: config,
      });
    },
    expected: (s) => withRow(s, 'osonConfigs', 1, { deviceName: 'Samsung A55' }),
  },
  'oson-configs.delete': {
    setup: (s) => {
      s.cards = s.cards.filter((card) => card.osonConfigId !== 2);
    },
    run: (p) => p.delete('oson-configs', { id: 2, previousData: { id: 2 } }),
    expected: (s) => without(s, 'osonConfigs', 2),
  },
  toggleFeature: {
    run: (p) => p.toggleFeature('bonus', true),
    expected: (s) => ((s.features.bonusEnabled = true), s),
  },
  addPrize: {
    run: (p) => p.addPrize({ amount: 5000, numberOfPrize: 2 }),
    expected: (s) => added(s, 'prizes', { amount: 5000, numberOfPrize: 2 }),
  },
  deletePrize: {
    run: (p) => p.deletePrize(1),
    expected: (s) => without(s, 'prizes', 1),
  },
  addTickets: {
    run: (p) => p.addTickets(700001, 3),
    expected: (s) => withRow(s, 'balances', 700001, { tickets: 7 }),
  },
  deleteTickets: {
    run: (p) => p.deleteTickets(700001),
    expected: (s) => withRow(s, 'balances', 700001, { tickets: 0 }),
  },
  resetLotteryBalance: {
    run: (p) => p.resetLotteryBalance(700001),
    expected: (s) => withRow(s, 'balances', 700001, { balance: 0 }),
  },
  awardRandomUsers: {
    run: (p) => p.awardRandomUsers({ totalUsers: 1, randomUsers: 1, amount: 100 }),
    // The newest approved transaction's user is the one winner.
    expected: (s) => (s.balances.push({ chatId: 700000, tickets: 0, balance: 100 }), s),
  },
  updateRates: {
    run: (p) => p.updateRates({ uzsToRub: 7.2, rubToUzs: 139 }),
    expected: (s) =>
      added(s, 'rates', { uzsToRub: 7.2, rubToUzs: 139, createdAt: expect.any(String) }),
  },
  sendBroadcast: {
    run: (p) =>
      p.sendBroadcast({
        messageText: '<b>Salom</b>',
        buttonText: 'Ochish',
        buttonUrl: 'https://t.me/bot',
        scheduledTime: null,
      }),
    expected: (s) => (
      s.broadcasts.push({
        messageText: '<b>Salom</b>',
        buttonText: 'Ochish',
        buttonUrl: 'https://t.me/bot',
        scheduledTime: null,
      }),
      s
    ),
  },
  humoNewNumber: { run: (p) => p.humoNewNumber('+998901234567'), expected: (s) => s },
  humoSmsCode: { run: (p) => p.humoSmsCode('+998901234567', '11111'), expected: (s) => s },
  humoTwoStep: {
    run: (p) => p.humoTwoStep('+998901234567', HUMO_HELPER.password),
    expected: (s) => s,
  },
  humoDeleteAccount: {
    run: (p) => p.humoDeleteAccount('+998935551122'),
    expected: (s) => without(s, 'humoAccounts', 1),
  },
  setPrimaryOsonConfig: {
    run: (p) => p.setPrimaryOsonConfig(2),
    expected: (s) => {
      withRow(s, 'osonConfigs', 1, { primaryConfig: false });
      return withRow(s, 'osonConfigs', 2, { primaryConfig: true });
    },
  },
  saveView: {
    extra: true,
    run: (p) => p.saveView('Kutilayotganlar', { status: 'PENDING_ADMIN' }),
    expected: (s) => s,
  },
  deleteSavedView: {
    extra: true,
    run: async (p) => p.deleteSavedView((await p.saveView('Bugun', { type: 'TOP_UP' })).id),
    expected: (s) => s,
  },
  linkTelegram: { extra: true, run: (p) => p.linkTelegram('query_id=x'), expected: (s) => s },
  // Our own accounts, never the backend's; the current password is wrong, so that the run's
  // credentials stay.
  changeOwnPassword: {
    extra: true,
    run: (p) => p.changeOwnPassword('not-the-password', 'yetarli-uzun-parol'),
    expected: (s) => s,
  },
  dismissLinkNotice: { extra: true, run: (p) => p.dismissLinkNotice(), expected: (s) => s },
  removeOwnTelegramLink: {
    extra: true,
    run: (p) => p.removeOwnTelegramLink(),
    expected: (s) => s,
  },
  // Our server's second step (contract/secondStep.ts): its own records, never the backend's. The
  // codes and passkey answers are made up, so that the run's sign-in stays as it is.
  setUpTotp: { extra: true, run: (p) => p.setUpTotp(), expected: (s) => s },
  confirmTotp: { extra: true, run: (p) => p.confirmTotp('000000'), expected: (s) => s },
  passSecondStep: {
    extra: true,
    run: (p) => p.passSecondStep({ recoveryCode: 'not-a-code' }),
    expected: (s) => s,
  },
  passkeyRegistrationOptions: {
    extra: true,
    run: (p) => p.passkeyRegistrationOptions(),
    expected: (s) => s,
  },
  registerPasskey: {
    extra: true,
    run: (p) => p.registerPasskey(MADE_UP_PASSKEY as never, 'Noutbuk'),
    expected: (s) => s,
  },
  passkeyOptions: { extra: true, run: (p) => p.passkeyOptions(), expected: (s) => s },
  passWithPasskey: {
    extra: true,
    run: (p) => p.passWithPasskey(MADE_UP_PASSKEY as never),
    expected: (s) => s,
  },
  removePasskey: { extra: true, run: (p) => p.removePasskey(999), expected: (s) => s },
  resetSecondStep: { extra: true, run: (p) => p.resetSecondStep(999), expected: (s) => s },
  endDevice: { extra: true, run: (p) => p.endDevice(999), expected: (s) => s },
  endAllDevices: { extra: true, run: (p) => p.endAllDevices(), expected: (s) => s },
  setTelegramSignIn: {
    extra: true,
    run: (p) => p.setTelegramSignIn('viewer', false),
    expected: (s) => s,
  },
  'panel-accounts.create': {
    extra: true,
    run: (p) =>
      p.create('panel-accounts', { data: { username: 'aziz', password: 'yetarli-uzun-parol' } }),
    expected: (s) => s,
  },
  'panel-accounts.update': {
    extra: true,
    run: (p) => p.update('panel-accounts', { id: 1, data: { disabled: false }, previousData: {} }),
    expected: (s) => s,
  },
};

/** The provider's reads: every other method is a write and needs a case above. */
const READS = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'humoActiveAccounts',
  'getPlatformApiKey',
]);
const NOT_SUPPORTED = new Set(['updateMany']);

/** Every write of the data provider: its own methods and each declared resource's. */
function panelWrites(provider: Provider): string[] {
  const custom = Object.keys(provider).filter(
    (name) =>
      !READS.has(name) &&
      !NOT_SUPPORTED.has(name) &&
      !name.startsWith('get') &&
      !['create', 'update', 'delete', 'deleteMany'].includes(name),
  );
  const crud = SCREENS.flatMap((screen) =>
    screen.kind === 'resource' && screen.provider
      ? Object.keys(screen.provider({} as never))
          .filter((method) => !READS.has(method))
          .map((method) => `${screen.name}.${method}`)
      : [],
  );
  return [...crud, ...custom].sort();
}

/** The records, without the double's options and the sign-in history (no write here adds to it). */
function records(state: DoubleState): State {
  const copy: Partial<DoubleState> = clone(state);
  delete copy.options;
  return { ...(copy as State), loginHistory: [] };
}

const MODES = [
  {
    name: 'through the gateway',
    env: (double: BackendDouble) => gatewayEnv(double.apiUrl),
    authorization: basicAuth(TEST_USERNAME, TEST_PASSWORD),
  },
  {
    name: 'through the plain pass-through',
    env: (double: BackendDouble) => ({ API_UPSTREAM: double.apiUrl }),
    authorization: basicAuth(BACKEND_ACCOUNT.username, BACKEND_ACCOUNT.password),
  },
] as const;

describe.each(MODES)('every write of the panel, $name', (mode) => {
  let double: BackendDouble;
  let app: FastifyInstance;
  let provider: Provider;
  beforeAll(async () => {
    double = await startBackendDouble();
    app = await buildApp(testConfig(mode.env(double)), { logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // A fresh provider per test (its kept capabilities included), as a fresh page would have.
    provider = makeProvider(address);
  });
  afterAll(async () => {
    await app.close();
    await double.stop();
  });

  let address = '';
  function makeProvider(at: string): Provider {
    address = at;
    const http = createHttpClient({
      baseUrl: () => `${address}/api`,
      getAuthorization: () => mode.authorization,
    });
    return createDataProvider({ http, serverTimeZone: () => 'Asia/Tashkent' }, SCREENS);
  }
  beforeEach(() => {
    Object.assign(double.state, freshState(new Date()));
    double.calls.length = 0;
    provider = makeProvider(address);
  });

  it('has a case for each (a new write must get one)', () => {
    expect(panelWrites(provider)).toEqual(Object.keys(WRITES).sort());
  });

  it.each(Object.keys(WRITES).sort())('%s changes only what the admin changed', async (name) => {
    const write = WRITES[name];
    write.setup?.(double.state);
    const before = records(double.state);
    const outcome = await write.run(provider).then(
      () => 'done',
      (error: unknown) => error,
    );
    if (write.extra && mode.name === 'through the plain pass-through') {
      // Not offered on the bare backend: refused there.
      expect(outcome).toMatchObject({ status: 404 });
    } else if (!write.extra) {
      expect(outcome).toBe('done');
    }
    const after = records(double.state);
    expect(after).toEqual(write.expected(clone(before)));
    // The secrets the panel never receives are where they were, unless their record is gone.
    const kept = JSON.stringify(after);
    for (const secret of SECRET_CANARIES) {
      if (JSON.stringify(before).includes(secret) && !name.endsWith('delete')) {
        expect(kept, secret).toContain(secret);
      }
    }
  });

  describe("a card's balance, which the payment flow moves while its form is open", () => {
    const card5 = () => double.state.cards.find((card) => card.id === 5)!;
    const formOf = (card: Awaited<ReturnType<typeof loaded>>, change: object) => ({
      cardNumber: card.cardNumber,
      ownerName: card.ownerName,
      paymentSystem: card.paymentSystem,
      balance: card.balance,
      osonConfigId: card.osonConfig.id,
      ...change,
    });

    it('keeps the moved balance when the admin changed something else', async () => {
      const card = await loaded(provider, 'cards', 5);
      card5().balance = 2_400_000;
      await provider.update('cards', {
        id: 5,
        data: formOf(card, { ownerName: 'Ali' }),
        previousData: card,
      });
      expect(card5()).toMatchObject({ ownerName: 'Ali', balance: 2_400_000 });
    });

    it('refuses a changed balance over a moved one (409 on the balance field), writing nothing', async () => {
      const card = await loaded(provider, 'cards', 5);
      card5().balance = 2_400_000;
      const before = records(double.state);
      const refused = await provider
        .update('cards', {
          id: 5,
          data: formOf(card, { ownerName: 'Ali', balance: 3_000_000 }),
          previousData: card,
        })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({
        status: 409,
        body: { errors: { balance: 'app.cards.balanceMoved' } },
      });
      expect(records(double.state)).toEqual(before);
      expect(double.calls.some((call) => call.method === 'PUT')).toBe(false);
    });
  });
});
