// Our server's extras end to end (docs/product.md: Beyond the spec): the audit log with the
// account behind each change, panel accounts, the live journal, its pending badge and saved views.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { newPage, signIn, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { queryServerDb, writeServerDb } from './support/db';
import { seriousViolations } from './support/axe';
import { waitForEveryRow } from './support/rows';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signInAsAdmin(page, suite.server.url);
});

const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });

async function openJournal() {
  await menuItem('Tranzaksiyalar').click();
  await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

async function openAuditLog() {
  await menuItem('Amallar tarixi').click();
  await page.getByRole('heading', { name: 'Amallar tarixi', level: 1 }).waitFor();
}

/** A transaction as the bot writes it: now, waiting for an admin. */
function botAddsPendingTransaction(): number {
  const now = new Date();
  return writeServerDb(
    suite.server.dataDir,
    `INSERT INTO transactions (chat_id, platform_name, currency, full_name, amount, status, type,
       created_at, business_day)
     VALUES (700999001, '1xBet UZ', 'UZS', 'Jonli Sinov', 123000, 'PENDING_ADMIN', 'TOP_UP', ?, ?)`,
    now.toISOString(),
    now.toISOString().slice(0, 10),
  );
}

const pendingInDb = () =>
  queryServerDb<{ count: number }>(
    suite.server.dataDir,
    "SELECT count(*) AS count FROM transactions WHERE status = 'PENDING_ADMIN'",
  )[0].count;

describe('audit log', () => {
  it('records a platform edit, a feature toggle and a bulk delete with the account that did them', async () => {
    // A platform edit.
    await menuItem('Platformalar').click();
    const tile = page.getByRole('article', { name: 'Melbet RU' });
    await tile.getByRole('button', { name: 'Edit: Melbet RU' }).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input')].some((input) => input.value === '77104'),
    );
    await dialog.getByLabel(/Workplace ID/).fill('WP-AUDIT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A feature toggle on the dashboard.
    await menuItem('Boshqaruv Paneli').click();
    const bonus = page.getByRole('switch', { name: /Bonus/ });
    const wasOn = (await bonus.getAttribute('aria-checked')) === 'true';
    await bonus.click();
    await page.getByRole('switch', { name: /Bonus/, checked: !wasOn }).waitFor();

    // A bulk delete in the journal.
    await openJournal();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 25);
    await page.locator('tbody tr').nth(0).getByRole('checkbox').check();
    await page.locator('tbody tr').nth(1).getByRole('checkbox').check();
    const ids = await page
      .locator('tbody tr:has(input[type="checkbox"]:checked) td:nth-child(2)')
      .allInnerTexts();
    await page.getByRole('button', { name: "Tanlanganlarni o'chirish (2)" }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /O'chirish/ })
      .click();
    await page.getByText("2 ta tranzaksiya o'chirildi.").waitFor();

    await openAuditLog();
    const list = page.getByRole('list', { name: 'Amallar tarixi' });
    const platformId = queryServerDb<{ id: number }>(
      suite.server.dataDir,
      "SELECT id FROM platforms WHERE name = 'Melbet RU'",
    )[0].id;
    const edit = list.getByRole('article', { name: `O'zgartirildi: Platformalar #${platformId}` });
    const toggle = list.getByRole('article', {
      name: "Yoqildi/o'chirildi: Funksiyalar #bonusEnabled",
    });
    const bulk = list.getByRole('article', { name: "Ommaviy o'chirildi: Tranzaksiyalar" });
    for (const entry of [edit, toggle, bulk]) {
      await entry.waitFor();
      expect(await entry.innerText()).toContain(`Hisob: ${ADMIN.username}`);
    }
    // Newest first: the bulk delete came last.
    const names = await list
      .getByRole('article')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(names.slice(0, 3)).toEqual([
      "Ommaviy o'chirildi: Tranzaksiyalar",
      "Yoqildi/o'chirildi: Funksiyalar #bonusEnabled",
      `O'zgartirildi: Platformalar #${platformId}`,
    ]);

    // Each opens to its changes: the fields' old and new values, the ids deleted.
    await edit.getByRole('button', { name: /O'zgarishlar/ }).click();
    const editChanges = edit.getByRole('table', { name: "O'zgargan maydonlar" });
    await expect
      .poll(() => editChanges.getByRole('row', { name: /workplaceId/ }).innerText())
      .toMatch(/workplaceId\s+77104\s+WP-AUDIT/);
    expect(await edit.innerText()).toMatch(/IP manzil: \S+/);
    await bulk.getByRole('button', { name: /O'zgarishlar/ }).click();
    const deleted = await bulk.getByRole('row', { name: /ids/ }).innerText();
    for (const id of ids) expect(deleted).toContain(id);

    // Filtered by action, on the server.
    await page
      .getByRole('combobox', { name: 'Amal' })
      .selectOption({ label: "Ommaviy o'chirildi" });
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await page.waitForFunction(() => {
      const entries = [...document.querySelectorAll('article[aria-label]')];
      return entries.length === 1 && entries[0].getAttribute('aria-label')?.startsWith('Ommaviy');
    });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tozalash' }).click();
  });
});

/**
 * The panel's next request, the menu entry's or one it makes by itself first (the menu's badge
 * asks every 15 seconds), sends it to sign in: whichever comes first, the panel is at /login.
 * Answers the page it was sent from, which the sign-in returns to (kept in the address's state).
 */
async function nextRequestSignsOut(panel: Page, menuEntry: string): Promise<string> {
  const signedOut = panel.waitForURL((url) => url.pathname === '/login');
  const clicked = panel.getByRole('menuitem', { name: menuEntry, exact: true }).click();
  // Already sent away by its own request, the entry is gone: the click has nothing to do.
  clicked.catch(() => undefined);
  await Promise.race([signedOut, clicked.then(() => signedOut)]);
  await signedOut;
  return panel.evaluate(() => {
    const state = window.history.state as { usr?: { nextPathname?: string } } | null;
    return state?.usr?.nextPathname ?? '';
  });
}

describe('panel accounts', () => {
  it('adds an account, changes its password and disables it, each refused sign-in at once', async () => {
    await menuItem('Panel hisoblari').click();
    await page.getByRole('heading', { name: 'Panel hisoblari', level: 1 }).waitFor();
    await page.getByLabel('Foydalanuvchi nomi').fill('operator');
    await page
      .getByLabel(/^Parol/, { exact: false })
      .first()
      .fill('short');
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText("Parol kamida 8 ta belgidan iborat bo'lishi kerak.").waitFor();
    await page
      .getByLabel(/^Parol/, { exact: false })
      .first()
      .fill('operator-pass-1');
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText("Hisob qo'shildi.").waitFor();
    await page.getByRole('switch', { name: 'Kirish ruxsati: operator' }).waitFor();

    // The new account signs in, in a browser of its own.
    const operator = await newPage(suite.browser);
    await signIn(operator.page, suite.server.url, 'operator', 'operator-pass-1');
    await operator.page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();

    await page.getByRole('button', { name: "Parolni o'zgartirish: operator" }).click();
    const dialog = page.getByRole('dialog', { name: 'operator: yangi parol' });
    await dialog
      .getByLabel(/Yangi parol/, { exact: false })
      .first()
      .fill('operator-pass-2');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText("Parol o'zgartirildi.").waitFor();
    // The operator's open panel, still on the old password, is sent to sign in again.
    const sentFrom = await nextRequestSignsOut(operator.page, 'Kartalar');
    expect(['/cards', '/']).toContain(sentFrom);
    await signIn(operator.page, suite.server.url, 'operator', 'operator-pass-2');
    // Back where the operator was sent from: the cards, or the dashboard when the badge's poll
    // was refused before the click.
    const heading = sentFrom === '/cards' ? 'All Admin Cards' : 'Boshqaruv Paneli';
    await operator.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await operator.page.waitForURL((url) => url.pathname === sentFrom);

    await page.getByRole('switch', { name: 'Kirish ruxsati: operator' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/operator hisobi o'chirilsinmi\?/).waitFor();
    await confirm.getByRole('button', { name: "O'chirish" }).click();
    await page.getByText("Hisob o'chirildi.").waitFor();
    await page.getByRole('switch', { name: 'Kirish ruxsati: operator', checked: false }).waitFor();
    // Refused at once, with the right password: its next request sends it to sign in.
    await nextRequestSignsOut(operator.page, 'Platformalar');
    await signIn(operator.page, suite.server.url, 'operator', 'operator-pass-2');
    await operator.page
      .getByText('Foydalanuvchi nomi yoki parol xato. Qaytadan urining.')
      .waitFor();
    await operator.context.close();

    // The last enabled owner stays enabled (the account added here is a viewer).
    await page.getByRole('switch', { name: `Kirish ruxsati: ${ADMIN.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: "O'chirish" }).click();
    await page
      .getByText("Kamida bitta faol egasi (owner) qolishi kerak: bu o'zgarishni qilib bo'lmaydi.")
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The password change is in the audit log as changed, never with its value.
    await openAuditLog();
    const change = page
      .getByRole('article', { name: /^O'zgartirildi: Panel hisoblari/ })
      .filter({ hasText: `Hisob: ${ADMIN.username}` })
      .last();
    await change.getByRole('button', { name: /O'zgarishlar/ }).click();
    await change.getByText("O'zgartirildi (qiymati saqlanmaydi)").waitFor();
    expect(await page.content()).not.toContain('operator-pass');
  });
});

describe('live journal', () => {
  it('shows a new transaction without a reload, keeping the selection, the scroll and the detail', async () => {
    await openJournal();
    await page.getByText('Jonli: har 15 soniyada yangilanadi').waitFor();
    const badge = await menuItem('Tranzaksiyalar').getAttribute('aria-describedby');
    expect(badge).toBeTruthy();
    await expect
      .poll(() => page.locator(`[id="${badge}"]`).textContent())
      .toBe(`Admin tasdig'ini kutayotganlar: ${pendingInDb()}`);

    const row = page.locator('tbody tr').nth(3);
    await row.getByRole('checkbox').check();
    const selectedId = await row.getAttribute('data-transaction-id');
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const shownId = await page.locator('tbody tr').nth(5).getAttribute('data-transaction-id');
    await page.getByRole('link', { name: `#${shownId} tranzaksiya tafsilotlari` }).click();
    const detail = page.getByRole('dialog', { name: `Tranzaksiya #${shownId}` });
    await detail.waitFor();

    const before = pendingInDb();
    const newId = botAddsPendingTransaction();
    // Within the 15 s refresh: the row appears behind the open detail.
    await page.locator(`tbody tr[data-transaction-id="${newId}"]`).waitFor({ timeout: 25_000 });
    expect(await detail.isVisible()).toBe(true);
    expect(
      await page
        .locator(`tbody tr[data-transaction-id="${selectedId}"] input[type="checkbox"]`)
        .isChecked(),
    ).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The badge follows within its own 30 s.
    await expect
      .poll(() => page.locator(`[id="${badge}"]`).textContent(), { timeout: 40_000 })
      .toBe(`Admin tasdig'ini kutayotganlar: ${before + 1}`);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  }, 90_000);
});

describe('saved views', () => {
  it('saves the current filters under a name, applies them again and deletes the view', async () => {
    await openJournal();
    await page.getByRole('combobox', { name: 'Holat' }).selectOption({ label: 'Muvaffaqiyatsiz' });
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('FAILED') ?? false);

    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    const dialog = page.getByRole('dialog', { name: "Saqlangan ko'rinishlar" });
    await dialog.getByText("Hozircha saqlangan ko'rinishlar yo'q.").waitFor();
    await dialog.getByRole('button', { name: 'Joriy filtrlarni saqlash' }).click();
    await dialog.getByText("Iltimos, ko'rinish nomini kiriting.").waitFor();
    await dialog.getByLabel("Ko'rinish nomi").fill('Xatolar');
    await dialog.getByRole('button', { name: 'Joriy filtrlarni saqlash' }).click();
    await page.getByText("Ko'rinish saqlandi.").waitFor();
    await dialog.getByRole('button', { name: 'Xatolar', exact: true }).waitFor();
    // The same name again is refused on the field.
    await dialog.getByLabel("Ko'rinish nomi").fill('Xatolar');
    await dialog.getByRole('button', { name: 'Joriy filtrlarni saqlash' }).click();
    await dialog.getByText("Bu nomdagi ko'rinish allaqachon mavjud.").waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Tozalash' }).click();
    await page.waitForURL((url) => !url.searchParams.get('filter')?.includes('FAILED'));
    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    await dialog.getByRole('button', { name: 'Xatolar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('FAILED') ?? false);
    await waitForEveryRow(page, 'Muvaffaqiyatsiz');
    expect(await page.getByRole('combobox', { name: 'Holat' }).inputValue()).toBe('FAILED');

    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    await dialog.getByRole('button', { name: "O'chirish: Xatolar" }).click();
    await page.getByText("Ko'rinish o'chirildi.").waitFor();
    await dialog.getByText("Hozircha saqlangan ko'rinishlar yo'q.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
