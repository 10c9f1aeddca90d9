// The transactions journal end to end: filter, sort, search, bulk delete, CSV export, and the
// filters kept in the URL.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, signInAsAdmin } from './support/browser';
import { ADMIN } from './support/server';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';
import { SESSION_HINT_COOKIE } from '../../contract/pageContract';
import { waitForEveryRow } from './support/rows';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signInAsAdmin(page, suite.server.url);
  await page.getByRole('menuitem', { name: 'Tranzaksiyalar', exact: true }).click();
  await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
});

const bodyRows = () => page.locator('tbody tr');
const cellTexts = async (column: number) =>
  page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

describe('transactions journal', () => {
  it('is accessible with the demo data', async () => {
    expect(await bodyRows().count()).toBe(25);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters by status and type, keeps the filter in the URL, and clears it', async () => {
    await page.getByRole('combobox', { name: 'Holat' }).selectOption({ label: 'Muvaffaqiyatsiz' });
    await page.getByRole('combobox', { name: 'Turi' }).selectOption({ label: 'Pul yechish' });
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('FAILED') ?? false);
    await waitForEveryRow(page, 'Muvaffaqiyatsiz');
    expect(new Set(await cellTexts(7))).toEqual(new Set(['Pul yechish']));

    // A shared link shows the same view.
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(new Set(await cellTexts(8))).toEqual(new Set(['Muvaffaqiyatsiz']));

    await page.getByRole('button', { name: 'Tozalash' }).click();
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('FAILED'));
  });

  it('sorts by amount both ways', async () => {
    const sortedAmounts = (order: 'ASC' | 'DESC') =>
      page.waitForFunction((direction) => {
        const values = [...document.querySelectorAll('tbody tr td:nth-child(6)')].map((cell) =>
          Number((cell.textContent ?? '').replace(/[^\d]/g, '')),
        );
        return (
          values.length > 1 &&
          values.every((value, i) =>
            i === 0 ? true : direction === 'ASC' ? values[i - 1] <= value : values[i - 1] >= value,
          )
        );
      }, order);
    await page.getByRole('button', { name: 'Summa' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'uniqueAmount');
    const firstOrder = new URL(page.url()).searchParams.get('order') as 'ASC' | 'DESC';
    await sortedAmounts(firstOrder);
    await page.getByRole('button', { name: 'Summa' }).click();
    const secondOrder = firstOrder === 'ASC' ? 'DESC' : 'ASC';
    await page.waitForURL((url) => url.searchParams.get('order') === secondOrder);
    await sortedAmounts(secondOrder);
  });

  it('searches by chat ID', async () => {
    const { chatId, total } = await page.evaluate(async () => {
      const headers = { Authorization: `Basic ${localStorage.getItem('authToken')}` };
      const [first] = (await (
        await fetch('/api/transactions?range=[0,0]', { headers })
      ).json()) as {
        chatId: number;
      }[];
      const all = (await (
        await fetch(`/api/transactions?q=${first.chatId}`, { headers })
      ).json()) as unknown[];
      return { chatId: String(first.chatId), total: all.length };
    });
    await page.getByLabel("Chat ID yoki ism bo'yicha qidirish").fill(chatId);
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(chatId));
    await page.waitForFunction(
      (expected) => document.querySelectorAll('tbody tr').length === expected,
      Math.min(total, 25),
    );
  });

  it('exports the filtered rows as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV eksport' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toContain('ID,Sana,Platforma,ChatID');
    const filterUrl = new URL(page.url());
    const chatId = JSON.parse(filterUrl.searchParams.get('filter')!).q as string;
    expect(csv.length - 1).toBeGreaterThan(0);
    expect(csv.slice(1).every((line) => line.includes(chatId))).toBe(true);
    await page.getByRole('button', { name: 'Tozalash' }).click();
  });

  it('selects two rows and deletes them in bulk', async () => {
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 25);
    await page.getByRole('button', { name: "Tanlanganlarni o'chirish (0)" }).click();
    await page.getByText("Iltimos, o'chirish uchun tranzaksiyalarni tanlang.").waitFor();
    await bodyRows().nth(0).getByRole('checkbox').check();
    await bodyRows().nth(1).getByRole('checkbox').check();
    // The ids of the rows actually selected (the list may have re-rendered meanwhile).
    const ids = await page
      .locator('tbody tr:has(input[type="checkbox"]:checked) td:nth-child(2)')
      .allInnerTexts();
    expect(ids).toHaveLength(2);
    await page.getByRole('button', { name: "Tanlanganlarni o'chirish (2)" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Tanlangan 2 ta tranzaksiyani o'chirishni tasdiqlaysizmi?").waitFor();
    await dialog.getByRole('button', { name: /O'chirish/ }).click();
    await page.getByText("2 ta tranzaksiya o'chirildi.").waitFor();
    await page.waitForFunction(
      (gone) =>
        ![...document.querySelectorAll('tbody tr td:nth-child(2)')].some((cell) =>
          gone.includes(cell.textContent ?? ''),
        ),
      ids,
    );
    const stillThere = await page.evaluate(async (gone) => {
      const token = localStorage.getItem('authToken');
      const res = await fetch(`/api/transactions`, {
        headers: { Authorization: `Basic ${token}` },
      });
      const rows = (await res.json()) as { id: number }[];
      return rows.filter((row) => gone.includes(String(row.id))).length;
    }, ids);
    expect(stillThere).toBe(0);
  });
});

/** A signed-in page on the journal at `viewport`, in the saved `theme`. */
async function journalAt(viewport: typeof DESKTOP, theme: 'light' | 'dark') {
  const context = await suite.browser.newContext({ viewport, locale: 'uz-UZ' });
  await context.addInitScript(
    ([token, savedTheme]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(savedTheme));
    },
    [encodeBasicToken(ADMIN.username, ADMIN.password), theme] as const,
  );
  const phonePage = await context.newPage();
  await phonePage.goto(`${suite.server.url}/transactions`);
  await phonePage.locator('[data-transaction-id]').first().waitFor();
  return { context, page: phonePage };
}

describe('a cold visit to the journal', () => {
  it("asks for the journal's page while the app downloads, and draws it from that answer", async () => {
    const distDir = process.env.DIST_DIR ?? 'dist';
    const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8'));
    const appFile = (Object.values(manifest) as { file: string }[]).find((chunk) =>
      /\/adminEntry-[^/]*\.js$/.test(chunk.file),
    )!.file;
    const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
    // As a browser that signed in before has it: the server then preloads the app's files.
    await context.addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: suite.server.url }]);
    const cold = await context.newPage();
    const journalReads: string[] = [];
    const asked: string[] = [];
    cold.on('request', (request) => {
      const { pathname } = new URL(request.url());
      asked.push(pathname);
      if (pathname === '/api/transactions') journalReads.push(request.url());
    });
    // The app is held back until the journal's page has been asked for: it must not wait.
    let letAppThrough!: () => void;
    const appLetThrough = new Promise<void>((resolve) => (letAppThrough = resolve));
    await cold.route(`**/${appFile}`, async (route) => {
      await appLetThrough;
      await route.continue();
    });
    const pageAsked = cold.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/transactions',
    );
    const page = await cold.goto(`${suite.server.url}/transactions`);
    // The scripts the server's page starts (its entry and the admin app's preloads): any other
    // is the screen's own code, in whichever chunks the build put it.
    const started = new Set(
      [...(await page!.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        ([, path]) => path,
      ),
    );
    await pageAsked;
    letAppThrough();
    await cold.locator('tbody tr').nth(24).waitFor();
    expect(decodeURIComponent(journalReads[0])).toContain('range=[0,24]');
    // The app took the early answer: one read of the page in all.
    expect(journalReads).toHaveLength(1);
    // The data was asked for before the screen's code, which would otherwise hold the
    // connections it waits for; the app's own files came with the page.
    const first = (pattern: RegExp) => asked.findIndex((path) => pattern.test(path));
    const screenCode = asked.findIndex(
      (path) => /^\/assets\/[^/]+\.js$/.test(path) && !started.has(path),
    );
    expect(screenCode).toBeGreaterThan(-1);
    for (const read of [/^\/api\/transactions$/, /^\/api\/admin\/cards$/, /^\/api\/platforms$/]) {
      expect(first(read), String(read)).toBeGreaterThan(-1);
      expect(first(read), String(read)).toBeLessThan(screenCode);
    }
    expect(first(new RegExp(`^/${appFile}$`))).toBeLessThan(first(/^\/api\//));
    expect(await seriousViolations(cold)).toEqual([]);
    await context.close();
  });
});

describe('transactions journal on a phone (390 px)', () => {
  it('shows the first amount and status without scrolling sideways; the filter button counts', async () => {
    const { context, page: phone } = await journalAt(PHONE, 'light');
    expect(await phone.locator('table').count()).toBe(0);
    const first = phone.locator('li[data-transaction-id]').first();
    const amount = first.getByText(/so'm$/);
    const badge = first.locator('span.rounded-full');
    for (const part of [amount, badge]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await phone.getByRole('button', { name: 'Filtrlar' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Filtrlar' });
    await dialog
      .getByRole('combobox', { name: 'Holat' })
      .selectOption({ label: 'Muvaffaqiyatsiz' });
    await dialog.getByRole('button', { name: "Qo'llash" }).click();
    await phone.getByRole('button', { name: 'Filtrlar (1)' }).waitFor();
    await phone.waitForFunction(() =>
      [...document.querySelectorAll('li[data-transaction-id]')].every((item) =>
        item.textContent?.includes('Muvaffaqiyatsiz'),
      ),
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });
});

describe.each([
  { label: 'desktop light', viewport: DESKTOP, theme: 'light' },
  { label: 'desktop dark', viewport: DESKTOP, theme: 'dark' },
  { label: 'phone light', viewport: PHONE, theme: 'light' },
  { label: 'phone dark', viewport: PHONE, theme: 'dark' },
] as const)('transactions journal, $label', ({ viewport, theme }) => {
  it('has no serious accessibility violation', async () => {
    const { context, page: themed } = await journalAt(viewport, theme);
    expect(await themed.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    expect(await seriousViolations(themed)).toEqual([]);
    await context.close();
  });
});

describe.each([
  { label: 'desktop dark', viewport: DESKTOP, theme: 'dark' },
  { label: 'phone light', viewport: PHONE, theme: 'light' },
] as const)("a transaction's detail, $label", ({ viewport, theme, label }) => {
  it('opens from its ID with every field, survives a reload, and closes back', async () => {
    const { context, page: journal } = await journalAt(viewport, theme);
    const first = journal.locator('[data-transaction-id]').first();
    const id = await first.getAttribute('data-transaction-id');
    await first.getByRole('link', { name: `#${id} tranzaksiya tafsilotlari` }).click();
    const detail = journal.getByRole('dialog', { name: `Tranzaksiya #${id}` });
    await detail.getByText("To'lov havolasi").waitFor();
    expect(new URL(journal.url()).searchParams.get('show')).toBe(id);
    expect(await seriousViolations(journal)).toEqual([]);
    const box = (await detail.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    await journal.screenshot({
      path: `test-results/screens/transaction-detail-${label.replace(' ', '-')}.png`,
    });

    await journal.reload();
    await detail.getByText("To'lov havolasi").waitFor();
    await detail.getByRole('button', { name: 'Yopish' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(new URL(journal.url()).searchParams.get('show')).toBeNull();
    await context.close();
  });
});
