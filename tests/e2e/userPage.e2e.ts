// A bot user's page (/users/{chatId}) end to end, for each role that reads the journal
// (contract/roles.ts), at 1280 px light and 390 px dark: the summary agrees with the API's, the
// person's transactions are theirs, the lottery balance shows with exactly the actions the role
// may use, nothing overflows sideways, axe finds no serious or critical violation, and a
// screenshot is kept in test-results/user-page for people to look at. A role without journal
// access (or no sign-in) cannot open it. Each mode of the server is a row of MODES: the embedded
// API, and the gateway in front of the backend double (the production backend's answers), whose
// page reads its copy of the backend's journal once the backfill has walked it.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLES, canDo, type Role } from '../../contract/roles';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { DESKTOP, PHONE, launchBrowser, newPage } from './support/browser';
import { seriousViolations } from './support/axe';
import { queryServerDb } from './support/db';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../tools/backendDouble';

/** The gateway in front of the backend double, once its copy holds the whole journal. */
async function startGateway(): Promise<RunningServer> {
  const backend = await startBackendDouble();
  const server = await startServer({
    API_UPSTREAM: backend.apiUrl,
    UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
    UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
    PANEL_SERVER_TIME_ZONE: 'Asia/Tashkent',
    JOURNAL_BACKFILL_RATE: '50',
  });
  const authorization = `Basic ${encodeBasicToken(ADMIN.username, ADMIN.password)}`;
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(`${server.url}/api/transactions/coverage`, {
      headers: { authorization },
    });
    if (answer.ok && ((await answer.json()) as { backfillFinished: boolean }).backfillFinished) {
      break;
    }
    if (tries > 300) throw new Error('the gateway journal backfill did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await backend.stop();
    },
  };
}

const SHOTS = 'test-results/user-page';
const PASSWORD = 'user-page-Password-1';

interface Mode {
  name: string;
  start: () => Promise<RunningServer>;
  /** A bot user with transactions and a lottery balance of tickets and money. */
  person: (server: RunningServer) => number;
}

const MODES: Mode[] = [
  {
    name: 'the embedded API',
    start: () => startServer(),
    // The demo data gives the most active chats lottery balances (server/db/seeds/).
    person: (server) =>
      queryServerDb<{ chat_id: number }>(
        server.dataDir,
        `SELECT chat_id FROM lottery_balances
          WHERE balance > 0 AND tickets > 0 ORDER BY tickets DESC LIMIT 1`,
      )[0].chat_id,
  },
  {
    name: 'the gateway',
    start: startGateway,
    // The double's one lottery balance (tools/backendDoubleData.ts), a chat with transactions.
    person: () => 700001,
  },
];

const VIEWS = [
  { label: 'desktop-light', viewport: DESKTOP, theme: 'light' },
  { label: 'phone-dark', viewport: PHONE, theme: 'dark' },
] as const;

/** The roles the page is for, and the others. */
const READERS = ROLES.filter((role) => canDo(role, 'transactions', 'list'));
const NON_READERS = ROLES.filter((role) => !canDo(role, 'transactions', 'list'));

interface Summary {
  names: unknown[];
  totals: { byType: unknown[]; byStatus: unknown[] };
  platforms: unknown[];
  cards: unknown[];
}

describe.each(MODES)('the user page on $name', (mode) => {
  let server: RunningServer;
  let browser: Browser;
  let chatId: number;
  const credentials = {} as Record<Role, { username: string; password: string }>;

  /** A call to /api as `role`, from inside `page`. */
  const apiCall = (page: Page, role: Role, path: string, method = 'GET', body?: object) =>
    page.evaluate(
      async ({ path, method, token, body }) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { Authorization: `Basic ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.text() };
      },
      {
        path,
        method,
        body,
        token: encodeBasicToken(credentials[role].username, credentials[role].password),
      },
    );

  /** A page signed in as `role` (the saved sign-in the panel reads on load), in `view`. */
  async function pageAs(role: Role | null, view: (typeof VIEWS)[number]) {
    const { context, page } = await newPage(browser, view.viewport);
    const token = role
      ? encodeBasicToken(credentials[role].username, credentials[role].password)
      : null;
    await context.addInitScript(
      ([savedToken, savedTheme]) => {
        localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(savedTheme));
        if (savedToken) localStorage.setItem('authToken', savedToken);
      },
      [token, view.theme] as const,
    );
    return page;
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await mode.start();
    browser = await launchBrowser();
    chatId = mode.person(server);
    credentials.owner = ADMIN;
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      credentials[role] = { username: `user-page-${role}`, password: PASSWORD };
      const made = await apiCall(page, 'owner', '/panel-accounts', 'POST', {
        ...credentials[role],
        role,
      });
      expect(made.status, made.body).toBe(201);
    }
    await page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(READERS)('for the %s', (role) => {
    it.each(VIEWS)('shows the summary, the transactions and the lottery ($label)', async (view) => {
      const page = await pageAs(role, view);
      await page.goto(`${server.url}/users/${chatId}`);
      await page.getByRole('heading', { level: 1, name: `Foydalanuvchi ${chatId}` }).waitFor();

      // The summary: what the API answers the same role.
      const answer = await apiCall(page, role, `/users/${chatId}`);
      expect(answer.status).toBe(200);
      const summary = JSON.parse(answer.body) as Summary;
      const overview = page.getByRole('region', { name: "Umumiy ma'lumot" });
      await overview.getByText('Birinchi tranzaksiya').waitFor();
      const names = overview.getByRole('definition').nth(1).getByRole('listitem');
      expect(await names.count()).toBe(summary.names.length);
      const totals = page.getByRole('region', { name: 'Jami' });
      const bodyRows = (table: string) =>
        totals.getByRole('table', { name: table }).locator('tbody tr');
      expect(await bodyRows("Turlar bo'yicha").count()).toBe(summary.totals.byType.length);
      expect(await bodyRows("Holatlar bo'yicha").count()).toBe(summary.totals.byStatus.length);
      const used = page.getByRole('region', { name: 'Platformalar va kartalar' });
      expect(
        await used.getByRole('list', { name: 'Platformalar' }).getByRole('listitem').count(),
      ).toBe(summary.platforms.length);

      // The person's transactions, and only theirs (the detail's chat ID of the first).
      const transactions = page.getByRole('region', { name: 'Tranzaksiyalar', exact: true });
      const rows = transactions.locator('[data-transaction-id]');
      await rows.first().waitFor();
      const listed = await apiCall(page, role, `/transactions?chatId=${chatId}&range=[0,9]`);
      const expected = JSON.parse(listed.body) as { id: number }[];
      expect(
        await rows.evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-transaction-id')),
        ),
      ).toEqual(expected.map((row) => String(row.id)));

      // The lottery: the balance, with the actions the role may use, as on the lottery page.
      const lottery = page.getByRole('region', { name: 'Lotereya balansi' });
      await lottery.getByTestId('lottery-balance').getByText(String(chatId)).waitFor();
      const actions = {
        tickets: lottery.getByRole('button', { name: "Bilet qo'shish" }),
        deleteTickets: lottery.getByRole('button', { name: "Biletlarni o'chirish" }),
        reset: lottery.getByRole('button', { name: 'Balansni nolga tushirish' }),
      };
      expect(await actions.tickets.count()).toBe(
        canDo(role, 'lottery-balances', 'tickets') ? 1 : 0,
      );
      expect(await actions.deleteTickets.count()).toBe(
        canDo(role, 'lottery-balances', 'tickets') ? 1 : 0,
      );
      expect(await actions.reset.count()).toBe(canDo(role, 'lottery-balances', 'reset') ? 1 : 0);

      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${SHOTS}/${mode.name.replace(/\W+/g, '-')}-${role}-${view.label}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `scrolls sideways at ${view.viewport.width}px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  });

  it('cannot be opened without journal access, nor signed out', async () => {
    for (const role of NON_READERS) {
      const page = await pageAs(role, VIEWS[0]);
      await page.goto(`${server.url}/users/${chatId}`);
      await page.getByText("Bu sahifaga kirish uchun sizda yetarli huquq yo'q").waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      expect((await apiCall(page, role, `/users/${chatId}`)).status).toBe(403);
      await page.context().close();
    }
    const signedOut = await pageAs(null, VIEWS[0]);
    await signedOut.goto(`${server.url}/users/${chatId}`);
    await signedOut.waitForURL((url) => url.pathname === '/login');
    const refused = await signedOut.evaluate(
      async (path) => (await fetch(path)).status,
      `/api/users/${chatId}`,
    );
    expect(refused).toBe(401);
    await signedOut.context().close();
  });
});
