// The journal on the gateway's copy of the production backend's journal (issue 47): the real server
// in gateway mode in front of the backend double holding 3 000 transactions, polling every second
// and backfilling at 50 requests a second. Once the backfill has finished, the journal's header
// says that all 3 000 are known (100 %), it pages past the backend's newest 100, a transaction the
// backend alone deleted is marked "not seen since" after a poll (in its CSV too), older rows say
// when they were last seen, and the Mini App's deep link to the oldest transaction opens its
// detail. At 1280 px light and 390 px dark, axe finds nothing serious; screenshots are kept in
// test-results/screens.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BACKEND_ACCOUNT, startBackendDouble, type BackendDouble } from '../../tools/backendDouble';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { deepLinkPath } from '../../src/telegram/deepLink';
import { DESKTOP, PHONE, launchBrowser, newPage, signInAsAdmin } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { seriousViolations } from './support/axe';

const SHOTS = 'test-results/screens';
const TRANSACTIONS = 3000;
/** The double's ids: 100 001 the oldest, 103 000 the newest (tools/backendDoubleData.ts). */
const OLDEST_ID = 100_001;
/**
 * A transaction among the backend's newest 100 in a final status (the double's 41st newest,
 * APPROVED): the poll of the newest sees it gone.
 */
const DELETED_INDEX = 40;
const DELETED_ID = 100_000 + TRANSACTIONS - DELETED_INDEX;

let backend: BackendDouble;
let server: RunningServer;
let browser: Browser;

interface Coverage {
  known: number;
  percent: number | null;
  backfillFinished: boolean;
  lastPollAt: string | null;
}

async function coverage(): Promise<Coverage> {
  const response = await fetch(`${server.url}/api/transactions/coverage`, {
    headers: { Authorization: `Basic ${encodeBasicToken(ADMIN.username, ADMIN.password)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Coverage;
}

beforeAll(async () => {
  backend = await startBackendDouble(new Date(), {
    journal: { transactions: TRANSACTIONS, cards: 4, platforms: 3 },
  });
  server = await startServer({
    API_UPSTREAM: backend.apiUrl,
    UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
    UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
    PANEL_SERVER_TIME_ZONE: 'Asia/Tashkent',
    JOURNAL_POLL_SECONDS: '1',
    JOURNAL_BACKFILL_RATE: '50',
  });
  browser = await launchBrowser();
  // The backfill: about 200 combinations at 50 a second, after the first poll.
  const until = Date.now() + 120_000;
  while (!(await coverage()).backfillFinished) {
    if (Date.now() > until) throw new Error('the backfill did not finish in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await backend?.stop();
});

/** A signed-in page in `theme`, on the journal. */
async function journalPage(viewport: typeof DESKTOP, theme: 'light' | 'dark'): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  await context.addInitScript(
    (mode) => localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(mode)),
    theme,
  );
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/transactions`);
  await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
  return page;
}

const row = (page: Page, id: number) => page.locator(`[data-transaction-id="${id}"]`);
const header = (page: Page) => page.getByText(/ta tranzaksiya ma'lum/);

describe('the journal on the gateway’s copy of the backend’s journal', () => {
  let page: Page;

  it('says in its header that all 3 000 transactions are known, and the owner’s backfill', async () => {
    expect(await coverage()).toMatchObject({ known: TRANSACTIONS, percent: 100 });
    page = await journalPage(DESKTOP, 'light');
    await expect
      .poll(() => header(page).innerText())
      .toMatch(/^3\s000 ta tranzaksiya ma'lum, to'liqligi 100 % · /);
    await page.getByText(/^Tarixni yuklash: \d+ ta kombinatsiya tayyor, 0 ta qoldi$/).waitFor();
    await page.locator('tbody tr').first().waitFor();
  });

  it('marks a transaction the backend alone deleted as not seen since, after a poll', async () => {
    const index = backend.state.transactions.findIndex((r) => r.id === DELETED_ID);
    expect(backend.state.transactions[index]).toMatchObject({ status: 'APPROVED' });
    backend.state.transactions.splice(index, 1);
    // A hundred rows a page: the deleted one (the 41st newest) is on the first.
    await page.getByRole('combobox', { name: 'Sahifadagi qatorlar:' }).selectOption('100');
    await page.getByText('1-100 (jami 3000)').waitFor();
    // The journal reads its page again every 15 s; the gateway polls every second.
    await row(page, DELETED_ID)
      .getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} dan beri ko'rinmadi$/)
      .waitFor({ timeout: 40_000 });
    // The backend's newest, seen at every poll, say nothing.
    expect(await row(page, DELETED_ID - 1).innerText()).not.toMatch(/ko'rinmadi|oxirgi ko'rilgan/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/gateway-journal-light-1280.png` });
    await row(page, DELETED_ID).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/gateway-journal-missing-light-1280.png` });
  }, 60_000);

  it('exports every known row as CSV, with when each was last seen and since when not', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV eksport' }).click(),
    ]);
    const [head, ...lines] = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(head).toMatch(/^ID,Sana,.*,Holat,Oxirgi ko'rilgan,Qachondan beri ko'rinmaydi$/);
    expect(lines).toHaveLength(TRANSACTIONS);
    const line = (id: number) => lines.find((text) => text.startsWith(`${id},`)) ?? '';
    const time = String.raw`\d{2}-\d{2}-\d{4} \d{2}:\d{2}`;
    expect(line(DELETED_ID)).toMatch(new RegExp(`,${time},${time}$`));
    expect(line(DELETED_ID - 1)).toMatch(new RegExp(`,${time},$`));
    expect(line(OLDEST_ID)).toMatch(new RegExp(`,${time},$`));
  });

  it('pages past the backend’s newest 100; older rows say when they were last seen', async () => {
    const next = page.getByRole('button', { name: "Keyingi sahifaga o'tish" });
    await next.click();
    await page.getByText('101-200 (jami 3000)').waitFor();
    await next.click();
    await page.getByText('201-300 (jami 3000)').waitFor();
    // The double's 201st to 300th newest: every one known, none of them answered by the backend's
    // newest 100 or its pending lists.
    const first = 100_000 + TRANSACTIONS - 200;
    await row(page, first).waitFor();
    await row(page, first - 99).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(100);
    // Seen by the backfill, not by the polls since: once the last poll is well past that, each
    // says so (the journal reads its page and the coverage every 15 s).
    await row(page, first)
      .getByText(/^oxirgi ko'rilgan: .+ oldin$/)
      .waitFor({ timeout: 80_000 });
    await page
      .getByText(/^oxirgi ko'rilgan: /)
      .nth(99)
      .waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/gateway-journal-older-light-1280.png` });
  }, 120_000);

  it('opens the oldest transaction from the Mini App’s deep link', async () => {
    await page.goto(`${server.url}${deepLinkPath(`tx_${OLDEST_ID}`)}`);
    const dialog = page.getByRole('dialog', { name: `Tranzaksiya #${OLDEST_ID}` });
    await dialog.waitFor();
    // The double's oldest row (its 3 000th newest).
    await dialog.getByText('p2999', { exact: true }).waitFor();
    await dialog.getByText('Mijoz 499', { exact: true }).waitFor();
    await dialog.getByText(/^oxirgi ko'rilgan: /).waitFor();
    expect(await dialog.getByText('Bu tranzaksiya topilmadi.').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/gateway-journal-detail-light-1280.png` });
  });

  it('shows the header and the markers at 390 px in the dark theme, axe clean', async () => {
    const phone = await journalPage(PHONE, 'dark');
    await expect.poll(() => header(phone).innerText()).toMatch(/^3\s000 ta tranzaksiya ma'lum/);
    await phone.getByRole('combobox', { name: 'Sahifadagi qatorlar:' }).selectOption('100');
    await row(phone, DELETED_ID)
      .getByText(/dan beri ko'rinmadi$/)
      .waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/gateway-journal-dark-390.png` });
    await row(phone, DELETED_ID).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${SHOTS}/gateway-journal-missing-dark-390.png` });

    await phone.getByRole('button', { name: "Keyingi sahifaga o'tish" }).click();
    await phone.getByRole('button', { name: "Keyingi sahifaga o'tish" }).click();
    await phone.getByText('201-300 (jami 3000)').waitFor();
    await row(phone, 100_000 + TRANSACTIONS - 200)
      .getByText(/^oxirgi ko'rilgan: /)
      .waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/gateway-journal-older-dark-390.png` });
    // Nothing wider than the phone.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }, 60_000);
});
