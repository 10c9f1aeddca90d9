// The backend double's records (tools/backendDouble.ts): a small production backend's worth of
// each, with every field the backend stores (../shared/API-NOTES.md A2: the Oson config's API key,
// the card's last use, the later platform's secret and type) and canary values in every secret it
// holds, so that a test can look for them in every answer the gateway gives. Times are zone-less
// GMT+5 wall-clock times, as the backend writes them.

export type Row = Record<string, unknown>;

/** The backend's one account: the gateway's UPSTREAM_USERNAME / UPSTREAM_PASSWORD. */
export const BACKEND_ACCOUNT = {
  username: 'gateway-service',
  password: 'CANARY-backend-account-Pw-7f3k',
};

/** Secrets no answer of the gateway may carry. */
export const SECRET_CANARIES = [
  'CANARY-platform-pass-onex',
  'CANARY-platform-pass-melbet',
  'CANARY-oson-pass-primary',
  'CANARY-oson-pass-spare',
  'CANARY-oson-apikey-primary',
  'CANARY-oson-apikey-spare',
  'CANARY-platform-secret-onex',
  'CANARY-platform-secret-melbet',
] as const;

/**
 * The Humo helper behind the backend's /humo/*: the SMS code that signs in, the one that asks for
 * the two-step password (with its hint), and that password. Anything else it refuses, and the
 * backend answers the refusal with a 500 "Failed to forward request" (API-NOTES A).
 */
export const HUMO_HELPER = {
  signInCode: '11111',
  twoStepCode: '22222',
  hint: 'mushuk',
  password: 'mushuk-parol',
} as const;

/** The platforms' API keys: only ever in one platform's detail (the Copy button reads it). */
export const API_KEY_CANARIES = ['CANARY-apikey-onex', 'CANARY-apikey-melbet'] as const;

/** A large journal: `transactions` rows over `cards` more cards and `platforms` more platforms. */
export interface LargeJournal {
  transactions: number;
  cards: number;
  platforms: number;
}

export interface DoubleOptions {
  /**
   * Instead of the 250 demo rows: a journal this large, each finest combination of the four
   * filters (card x platform x status x type) holding an even share, newest first, one row a
   * minute back from now. Only its newest 200 rows are in pending statuses (few are, API-NOTES A3).
   */
  journal?: LargeJournal;
  /**
   * The backend's later platform, with `secret` (a secret) and `type` ("common" or "mostbet"),
   * which its POST and PUT read and require like every other field.
   */
  platformSecrets?: boolean;
}

export interface DoubleState {
  options: DoubleOptions;
  features: Row;
  platforms: Row[];
  osonConfigs: Row[];
  /** Each with osonConfigId; answered with the whole config embedded, as the backend does. */
  cards: Row[];
  /** Newest first (by createdAt), as the backend orders its answers. */
  transactions: Row[];
  /** Journal rows the double has read to answer GET /transactions: the backend's scan cost. */
  rowsRead: number;
  prizes: Row[];
  balances: Row[];
  chats: Row[];
  rates: Row[];
  broadcasts: Row[];
  loginHistory: Row[];
  humoAccounts: Row[];
  nextId: number;
}

/** Wall-clock time in Tashkent (GMT+5) without a zone, as the backend writes it. */
export function tashkentTime(date: Date): string {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19);
}

const STATUSES = ['APPROVED', 'PENDING_ADMIN', 'FAILED', 'CANCELED', 'BONUS_APPROVED'];

function transactions(now: Date): Row[] {
  // 250, one every 2 hours back from now: the newest 100 span about 8 days.
  return Array.from({ length: 250 }, (_, index) => ({
    id: 1000 - index,
    chatId: 700000 + (index % 40),
    platform: index % 2 ? 'Melbet RU' : '1xBet UZ',
    currency: index % 2 ? 'RUB' : 'UZS',
    platformUserId: `u${index}`,
    fullName: `Mijoz ${index % 40}`,
    cardNumber: index % 3 ? '9860123412345678' : '8600987654321098',
    amount: 10000 + index * 100,
    uniqueAmount: 10000 + index * 100 + 7,
    status: STATUSES[index % STATUSES.length],
    type: index % 3 ? 'TOP_UP' : 'WITHDRAWAL',
    createdAt: tashkentTime(new Date(now.getTime() - index * 2 * 3600_000)),
    adminCardId: index % 3 ? 5 : 6,
    billId: null,
    transactionId: null,
    payUrl: null,
    paymentAttempts: 0,
  }));
}

const FINAL_STATUSES = ['APPROVED', 'BONUS_APPROVED', 'CANCELED', 'FAILED'];
/** The backend's RequestStatus enum (API-NOTES): what its status filter accepts. */
export const BACKEND_STATUSES = [
  'PENDING',
  'PENDING_SMS',
  'PENDING_ADMIN',
  'APPROVED',
  'BONUS_APPROVED',
  'CANCELED',
  'PENDING_PAYMENT',
  'FAILED',
  'PENDING_SCREENSHOT',
];
/** How many of a large journal's newest rows may be in any status (pending ones included). */
const RECENT = 200;

function largeJournal(now: Date, size: number, cards: Row[], platforms: Row[]): Row[] {
  const spread = cards.length * platforms.length;
  return Array.from({ length: size }, (_, index) => {
    const card = cards[index % cards.length];
    const platform = platforms[Math.floor(index / cards.length) % platforms.length];
    const statuses = index < RECENT ? BACKEND_STATUSES : FINAL_STATUSES;
    const status = statuses[Math.floor(index / spread) % statuses.length];
    const type = Math.floor(index / (spread * statuses.length)) % 2 ? 'WITHDRAWAL' : 'TOP_UP';
    return {
      id: 100_000 + size - index,
      chatId: 800000 + (index % 500),
      platform: platform.name,
      currency: platform.currency,
      platformUserId: `p${index}`,
      fullName: `Mijoz ${index % 500}`,
      cardNumber: String(card.cardNumber),
      amount: 20000 + (index % 97) * 1000,
      uniqueAmount: 20000 + (index % 97) * 1000 + (index % 10),
      status,
      type,
      createdAt: tashkentTime(new Date(now.getTime() - index * 60_000)),
      adminCardId: card.id,
      billId: null,
      transactionId: null,
      payUrl: null,
      paymentAttempts: 0,
    };
  });
}

/** The large journal's extra cards and platforms, and its rows, added to `state`. */
function addLargeJournal(state: DoubleState, now: Date, journal: LargeJournal): void {
  for (let index = 0; index < journal.platforms; index += 1) {
    state.platforms.push({
      id: 100 + index,
      name: `Platforma ${index + 1}`,
      currency: index % 2 ? 'RUB' : 'UZS',
      apiKey: API_KEY_CANARIES[index % 2],
      login: `platform${index + 1}`,
      password: SECRET_CANARIES[index % 2],
      workplaceId: `WP-${100 + index}`,
      ...platformExtras(state.options, (index % 2) as 0 | 1),
    });
  }
  for (let index = 0; index < journal.cards; index += 1) {
    state.cards.push({
      id: 100 + index,
      cardNumber: `9860${String(100000000000 + index).padStart(12, '0')}`,
      ownerName: null,
      paymentSystem: 'HUMO',
      balance: 1000000,
      lastUsed: null,
      osonConfigId: 1,
    });
  }
  state.transactions = largeJournal(
    now,
    journal.transactions,
    state.cards.slice(-journal.cards),
    state.platforms.slice(-journal.platforms),
  );
}

const platformExtras = (options: DoubleOptions, index: 0 | 1): Row =>
  options.platformSecrets
    ? { secret: SECRET_CANARIES[6 + index], type: index ? 'mostbet' : 'common' }
    : {};

export function freshState(now: Date, options: DoubleOptions = {}): DoubleState {
  const state = demoState(now, options);
  if (options.journal) addLargeJournal(state, now, options.journal);
  return state;
}

function demoState(now: Date, options: DoubleOptions): DoubleState {
  return {
    options,
    features: {
      id: 4,
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: false,
      createdAt: tashkentTime(now),
    },
    platforms: [
      {
        id: 1,
        name: '1xBet UZ',
        currency: 'UZS',
        apiKey: API_KEY_CANARIES[0],
        login: 'onex',
        password: SECRET_CANARIES[0],
        workplaceId: 'WP-1',
        ...platformExtras(options, 0),
      },
      {
        id: 2,
        name: 'Melbet RU',
        currency: 'RUB',
        apiKey: API_KEY_CANARIES[1],
        login: 'melbet',
        password: SECRET_CANARIES[1],
        workplaceId: 'WP-2',
        ...platformExtras(options, 1),
      },
    ],
    osonConfigs: [
      {
        id: 1,
        deviceName: 'Samsung A54',
        phone: '+998901234567',
        password: SECRET_CANARIES[2],
        deviceId: 'dev-1',
        apiUrl: 'https://core.oson.uz',
        apiKey: SECRET_CANARIES[4],
        primaryConfig: true,
      },
      {
        id: 2,
        deviceName: 'Redmi Note 12',
        phone: '+998907654321',
        password: SECRET_CANARIES[3],
        deviceId: 'dev-2',
        apiUrl: 'https://core.oson.uz',
        apiKey: SECRET_CANARIES[5],
        primaryConfig: false,
      },
    ],
    cards: [
      {
        id: 5,
        cardNumber: '9860123412345678',
        ownerName: null,
        paymentSystem: 'HUMO',
        balance: 2500000,
        lastUsed: `${tashkentTime(new Date(now.getTime() - 3600_000))}.123456`,
        osonConfigId: 1,
      },
      {
        id: 6,
        cardNumber: '8600987654321098',
        ownerName: 'Aziz Karimov',
        paymentSystem: 'UZCARD',
        balance: 730000,
        lastUsed: null,
        osonConfigId: 2,
      },
    ],
    transactions: transactions(now),
    rowsRead: 0,
    prizes: [
      { id: 1, amount: 50000, numberOfPrize: 3 },
      { id: 2, amount: 100000, numberOfPrize: 1 },
    ],
    balances: [{ chatId: 700001, tickets: 4, balance: 15000 }],
    chats: [
      { chatId: 5012345678, receiveNotifications: true },
      { chatId: -1001234567, receiveNotifications: false },
    ],
    rates: [{ id: 1, uzsToRub: 7.1, rubToUzs: 140.5, createdAt: tashkentTime(now) }],
    broadcasts: [],
    loginHistory: [
      {
        id: 2,
        username: 'admin',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0)',
        ipAddress: '10.0.0.2',
        deviceName: 'Windows PC',
        city: 'Tashkent',
        country: 'Uzbekistan',
        loginTime: tashkentTime(new Date(now.getTime() - 86_400_000)),
      },
      {
        id: 1,
        username: 'admin',
        userAgent: 'Mozilla/5.0 (Macintosh)',
        ipAddress: '10.0.0.1',
        deviceName: 'Mac',
        city: 'Samarkand',
        country: 'Uzbekistan',
        loginTime: tashkentTime(new Date(now.getTime() - 3 * 86_400_000)),
      },
    ],
    humoAccounts: [
      {
        id: 1,
        name: 'Humo Kassa',
        username: 'humo_kassa',
        phone: '+998935551122',
        status: 'ACTIVE',
        profilePicture: null,
      },
    ],
    nextId: 2000,
  };
}
