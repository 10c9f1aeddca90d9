// @vitest-environment jsdom
// The journal on the gateway's copy of the backend's journal (capabilities.journalCoverage): the
// header says how much of the backend's history is known (figures grouped as everywhere in the
// panel, the percent when known, since when it is complete, the owner's backfill and a pause),
// nothing without the capability, and a failed read at once. Each row says when the backend no
// longer shows it, or when the gateway's last poll did not carry it; nothing on the embedded API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { CAPABILITIES_KEY } from '../../../src/providers/useCapabilities';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import type { JournalCoverage } from '../../../src/providers/journalExtras';
import { createQueryClient } from '../../../src/providers/queryClient';
import { formatDateTime } from '../../../src/lib/dates';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { viewport } from '../../fixtures/viewport';

const LAST_POLL = '2026-12-01T10:00:00.000Z';

const row = (id: number, fullName: string, seen: Record<string, string> = {}) => ({
  id,
  chatId: 700000 + id,
  platform: '1xBet UZ',
  fullName,
  cardNumber: '9860123412345678',
  amount: 1000,
  uniqueAmount: 1003,
  status: 'APPROVED',
  type: 'TOP_UP',
  createdAt: '2025-09-20T10:00:00Z',
  currency: 'UZS',
  platformUserId: '',
  adminCardId: null,
  billId: '',
  transactionId: '',
  payUrl: '',
  paymentAttempts: null,
  lastSeenAt: '',
  missingSince: '',
  ...seen,
});

const coverage = (over: Partial<JournalCoverage> = {}): JournalCoverage => ({
  known: 12480,
  missing: 3,
  backendTotal: 19500,
  percent: 64,
  lastPollAt: LAST_POLL,
  completeSince: null,
  backfillFinished: false,
  backfill: null,
  ...over,
});

function renderJournal({
  offered = true,
  rows = [row(1, 'Aziz Karimov')],
  getCoverage = vi.fn(async () => coverage()),
  path = '/transactions',
}: {
  offered?: boolean;
  rows?: ReturnType<typeof row>[];
  getCoverage?: () => Promise<JournalCoverage>;
  path?: string;
} = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CAPABILITIES_KEY, {
    ...NO_CAPABILITIES,
    liveJournal: offered,
    journalCoverage: offered,
  });
  renderWithCore(<TransactionList />, {
    queryClient,
    path,
    dataProvider: {
      getList: async (resource: string) =>
        resource === 'transactions' ? { data: rows, total: rows.length } : { data: [], total: 0 },
      getOne: async (_resource: string, { id }: { id: number }) => ({
        data: rows.find((r) => r.id === id),
      }),
      getCoverage,
    },
  });
  return { getCoverage };
}

afterEach(() => vi.unstubAllGlobals());

describe("the journal's coverage header", () => {
  it('says how many transactions are known and the share of the backend, in grouped figures', async () => {
    renderJournal();
    const known = await screen.findByText("12 480 ta tranzaksiya ma'lum, to'liqligi 64 %");
    // Grouped as the panel's figures are (lib/money.ts): a no-break space between thousands.
    expect(known.textContent).toContain('12\u00a0480');
    // Not an owner: no backfill detail.
    expect(screen.queryByText(/Tarixni yuklash/)).not.toBeInTheDocument();
  });

  it('speaks the UI language (Russian)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(CAPABILITIES_KEY, { ...NO_CAPABILITIES, journalCoverage: true });
    renderWithCore(<TransactionList />, {
      locale: 'ru',
      queryClient,
      path: '/transactions',
      dataProvider: {
        getList: async () => ({ data: [], total: 0 }),
        getCoverage: async () =>
          coverage({
            backfillFinished: true,
            backfill: { combinationsDone: 202, combinationsLeft: 0, pausedBecause: 'slow' },
          }),
      },
    });
    expect(
      await screen.findByText('Известно транзакций: 12 480, полнота 64 % · известна вся история'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Загрузка истории: готово комбинаций — 202, осталось — 0', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('временно приостановлена')).toHaveAttribute('title', 'slow');
  });

  it('leaves the percent out when the backend did not say its total', async () => {
    renderJournal({ getCoverage: async () => coverage({ percent: null, backendTotal: null }) });
    expect(await screen.findByText(`12 480 ta tranzaksiya ma'lum`)).toBeInTheDocument();
    expect(screen.queryByText(/to'liqligi/)).not.toBeInTheDocument();
  });

  it('says since when the journal is complete once the backfill finished', async () => {
    const since = '2026-11-20T08:30:00.000Z';
    renderJournal({
      getCoverage: async () =>
        coverage({ known: 3000, percent: 100, backfillFinished: true, completeSince: since }),
    });
    expect(
      await screen.findByText(
        `3 000 ta tranzaksiya ma'lum, to'liqligi 100 % · ${formatDateTime(new Date(since))} dan beri jurnal to'liq`,
      ),
    ).toBeInTheDocument();
  });

  it('says the whole history is known when the backfill finished with nothing cut', async () => {
    renderJournal({
      getCoverage: async () => coverage({ known: 250, percent: 100, backfillFinished: true }),
    });
    expect(
      await screen.findByText("250 ta tranzaksiya ma'lum, to'liqligi 100 % · butun tarix ma'lum"),
    ).toBeInTheDocument();
  });

  it("shows an owner the backfill's combinations, and a pause in the panel's words", async () => {
    renderJournal({
      getCoverage: async () =>
        coverage({
          backfill: { combinationsDone: 1204, combinationsLeft: 38, pausedBecause: null },
        }),
    });
    expect(
      await screen.findByText(`Tarixni yuklash: 1 204 ta kombinatsiya tayyor, 38 ta qoldi`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/to'xtatilgan/)).not.toBeInTheDocument();
  });

  it('says the backfill is paused, the raw reason only in the title', async () => {
    const reason = 'backend answered 503 Service Unavailable';
    renderJournal({
      getCoverage: async () =>
        coverage({
          backfill: { combinationsDone: 12, combinationsLeft: 40, pausedBecause: reason },
        }),
    });
    const paused = await screen.findByText("vaqtincha to'xtatilgan");
    expect(paused).toHaveAttribute('title', reason);
    expect(screen.queryByText(new RegExp(reason))).not.toBeInTheDocument();
  });

  it('is not drawn, nor asked, without the capability', async () => {
    const { getCoverage } = renderJournal({ offered: false });
    await screen.findByText('Aziz Karimov');
    expect(screen.queryByText(/tranzaksiya ma'lum/)).not.toBeInTheDocument();
    expect(getCoverage).not.toHaveBeenCalled();
  });

  it('shows a failed read at once', async () => {
    const getCoverage = vi.fn(async (): Promise<JournalCoverage> => {
      throw new Error('HTTP 502');
    });
    renderJournal({ getCoverage });
    expect(
      await screen.findByText("Jurnalning to'liqligi haqidagi ma'lumotni yuklab bo'lmadi."),
    ).toBeInTheDocument();
    // Not retried before it is shown.
    expect(getCoverage).toHaveBeenCalledTimes(1);
  });
});

const missingSince = '2026-12-01T09:40:00.000Z';
const GATEWAY_ROWS = [
  row(3, 'Aziz Karimov', { lastSeenAt: '2026-11-30T09:00:00.000Z', missingSince }),
  // Seen by the backfill two days before the last poll.
  row(2, 'Dilnoza Usmonova', { lastSeenAt: '2026-11-29T10:00:00.000Z' }),
  // In the last poll (seen while it ran, just after it began).
  row(1, 'Jasur Aliyev', { lastSeenAt: '2026-12-01T10:00:02.000Z' }),
];

describe.each([
  ['row', 1280, 'tr'],
  ['phone item', 390, 'li'],
])('a journal %s on the gateway', (_name, width, element) => {
  const item = async (name: string) =>
    (await screen.findByText(name)).closest<HTMLElement>(element)!;

  it('says since when the backend no longer shows it', async () => {
    viewport(width);
    renderJournal({ rows: GATEWAY_ROWS });
    const missing = await item('Aziz Karimov');
    expect(
      await within(missing).findByText(
        `${formatDateTime(new Date(missingSince))} dan beri ko'rinmadi`,
      ),
    ).toBeInTheDocument();
    expect(within(missing).queryByText(/oxirgi ko'rilgan/)).not.toBeInTheDocument();
  });

  it('says when it was last seen, when the last poll did not carry it', async () => {
    viewport(width);
    renderJournal({ rows: GATEWAY_ROWS });
    const older = await item('Dilnoza Usmonova');
    const seen = await within(older).findByText(/^oxirgi ko'rilgan: .+ oldin$/);
    expect(seen).toHaveAttribute('dateTime', '2026-11-29T10:00:00.000Z');
    const polled = await item('Jasur Aliyev');
    expect(within(polled).queryByText(/oxirgi ko'rilgan|ko'rinmadi/)).not.toBeInTheDocument();
  });

  it('says nothing of it on the embedded API (no lastSeenAt)', async () => {
    viewport(width);
    renderJournal({ offered: false, rows: [row(1, 'Jasur Aliyev')] });
    const plain = await item('Jasur Aliyev');
    expect(within(plain).queryByText(/oxirgi ko'rilgan|ko'rinmadi/)).not.toBeInTheDocument();
  });
});

describe('the transaction detail on the gateway', () => {
  it('says since when the backend no longer shows it', async () => {
    renderJournal({ rows: GATEWAY_ROWS, path: '/transactions?show=3' });
    const dialog = await screen.findByRole('dialog', { name: 'Tranzaksiya #3' });
    expect(
      await within(dialog).findByText(
        `${formatDateTime(new Date(missingSince))} dan beri ko'rinmadi`,
      ),
    ).toBeInTheDocument();
  });

  it('says when it was last seen, when the last poll did not carry it', async () => {
    renderJournal({ rows: GATEWAY_ROWS, path: '/transactions?show=2' });
    const dialog = await screen.findByRole('dialog', { name: 'Tranzaksiya #2' });
    expect(await within(dialog).findByText(/^oxirgi ko'rilgan: /)).toBeInTheDocument();
  });
});
