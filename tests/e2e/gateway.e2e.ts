// The panel through the gateway (API_UPSTREAM with UPSTREAM_USERNAME/UPSTREAM_PASSWORD) in front of
// a double of the production backend holding canary secrets (tools/backendDouble.ts): a panel
// account signs in, the backend's open login history is closed, a platform edit is in 'Amallar
// tarixi' with its old and new values and keeps the stored password, the cards, platforms and
// Oson screens receive no secret, and saved views and the pending badge work as on our own API.
// The double answers as the backend does (API-NOTES A2): its String answers labelled with the
// request's Accept, whole-record PUTs; the writes it answers with text show success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import {
  API_KEY_CANARIES,
  BACKEND_ACCOUNT,
  SECRET_CANARIES,
  startBackendDouble,
  type BackendDouble,
} from '../../tools/backendDouble';
import { launchBrowser, newPage, signInAsAdmin } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { seriousViolations } from './support/axe';
import { waitForEveryRow } from './support/rows';

const BACKEND_TOKEN = Buffer.from(
  `${BACKEND_ACCOUNT.username}:${BACKEND_ACCOUNT.password}`,
).toString('base64');

let backend: BackendDouble;
let server: RunningServer;
let browser: Browser;
let page: Page;
/** Every /api answer the browser received: its address and body. */
const answers: Array<Promise<{ url: string; body: string }>> = [];

function keepAnswer(response: Response) {
  if (!new URL(response.url()).pathname.startsWith('/api/')) return;
  answers.push(
    response.text().then(
      (body) => ({ url: response.url(), body }),
      () => ({ url: response.url(), body: '' }),
    ),
  );
}

beforeAll(async () => {
  backend = await startBackendDouble();
  server = await startServer({
    API_UPSTREAM: backend.apiUrl,
    UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
    UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
    PANEL_SERVER_TIME_ZONE: 'Asia/Tashkent',
  });
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('response', keepAnswer);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await backend?.stop();
});

const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });

describe('the panel through the gateway', () => {
  it('signs a panel account in; the login history is no longer open to anyone', async () => {
    await signInAsAdmin(page, server.url);
    // The backend heard the gateway's own account, never the admin's.
    expect(backend.calls.length).toBeGreaterThan(0);
    const expected = `Basic ${BACKEND_TOKEN}`;
    expect(backend.calls.every((call) => call.authorization === expected)).toBe(true);

    const before = backend.calls.length;
    const status = await page.evaluate(async () => (await fetch('/api/admin/login')).status);
    expect(status).toBe(401);
    expect(backend.calls.slice(before).map((call) => call.path)).not.toContain('/admin/login');
  });

  it("edits a platform: the backend keeps its password, 'Amallar tarixi' shows old and new", async () => {
    await menuItem('Platformalar').click();
    await page.getByRole('heading', { name: 'Manage Platforms', level: 1 }).waitFor();
    const tile = page.getByRole('article', { name: 'Melbet RU' });
    await tile.getByRole('button', { name: 'Edit: Melbet RU' }).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(
      (key) => [...document.querySelectorAll('input')].some((input) => input.value === key),
      API_KEY_CANARIES[1],
    );
    expect(await dialog.getByLabel(/^Password/).inputValue()).toBe('');
    await dialog.getByLabel(/Workplace ID/).fill('WP-2-gateway');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Melbet RU' }).getByText('WP-2-gateway').waitFor();
    expect(await page.getByText(/Failed to save platform/).count()).toBe(0);
    expect(backend.state.platforms.find((p) => p.id === 2)).toMatchObject({
      workplaceId: 'WP-2-gateway',
      password: SECRET_CANARIES[1],
    });

    await menuItem('Amallar tarixi').click();
    await page.getByRole('heading', { name: 'Amallar tarixi', level: 1 }).waitFor();
    const edit = page
      .getByRole('list', { name: 'Amallar tarixi' })
      .getByRole('article', { name: "O'zgartirildi: Platformalar #2" });
    await edit.waitFor();
    expect(await edit.innerText()).toContain(`Hisob: ${ADMIN.username}`);
    expect(await edit.innerText()).toContain('Asosiy server javobi: HTTP 200');
    await edit.getByRole('button', { name: /O'zgarishlar/ }).click();
    const changes = edit.getByRole('table', { name: "O'zgargan maydonlar" });
    await expect
      .poll(() => changes.getByRole('row', { name: /workplaceId/ }).innerText())
      .toMatch(/workplaceId\s+WP-2\s+WP-2-gateway/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('edits an Oson config with its password left blank: success, password and API key kept', async () => {
    await menuItem('Oson hisoblari').click();
    await page.getByRole('heading', { name: 'Oson Accounts', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit: Redmi Note 12' }).click();
    await page.getByRole('heading', { name: 'Edit Oson Account', level: 1 }).waitFor();
    const deviceName = page.getByLabel(/^Device Name/);
    await expect.poll(() => deviceName.inputValue()).toBe('Redmi Note 12');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
    await page.getByText('Leave blank to keep the current password.').waitFor();
    await deviceName.fill('Redmi Note 13');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Configuration saved.').waitFor();
    await page.waitForURL((url) => url.pathname === '/oson-configs');
    await page.getByText('Redmi Note 13').first().waitFor();
    expect(await page.getByText('Failed to save configuration.').count()).toBe(0);
    expect(backend.state.osonConfigs.find((c) => c.id === 2)).toMatchObject({
      deviceName: 'Redmi Note 13',
      password: SECRET_CANARIES[3],
      apiKey: SECRET_CANARIES[5],
      primaryConfig: false,
    });
  });

  it('switches a feature and adds an admin chat: text answers, shown as done', async () => {
    await menuItem('Boshqaruv Paneli').click();
    const bonus = page.getByRole('switch', { name: /^Bonus/ });
    await bonus.waitFor();
    await bonus.click();
    await page.getByRole('switch', { name: /^Bonus: Yoqilgan/ }).waitFor();
    expect(backend.state.features.bonusEnabled).toBe(true);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);

    await menuItem('Adminlar').click();
    await page.getByRole('heading', { name: "Adminlar ro'yxati" }).waitFor();
    await page.getByLabel('Telegram Chat ID').fill('700100200');
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText("Admin muvaffaqiyatli qo'shildi!").waitFor();
    await page.getByRole('switch', { name: 'Bildirishnomalar: 700100200' }).waitFor();
    expect(backend.state.chats).toContainEqual({ chatId: 700100200, receiveNotifications: true });
    expect(await page.getByText(/Admin qo'shishda xatolik/).count()).toBe(0);
  });

  it('shows the cards screen; no answer the browser received holds a secret', async () => {
    await menuItem('Kartalar').click();
    await page.getByRole('heading', { name: 'All Admin Cards', level: 1 }).waitFor();
    await page.getByText('Aziz Karimov').waitFor();
    const received = await Promise.all(answers);
    const paths = received.map((answer) => new URL(answer.url).pathname);
    for (const screen of ['/api/admin/cards', '/api/platforms', '/api/oson/config']) {
      expect(paths).toContain(screen);
    }
    for (const { url, body } of received) {
      for (const secret of [...SECRET_CANARIES, BACKEND_ACCOUNT.password, BACKEND_TOKEN]) {
        expect(body, url).not.toContain(secret);
      }
      // An API key only in its own platform's detail (the edit form, the Copy button).
      if (!/\/api\/platforms\/\d+$/.test(new URL(url).pathname)) {
        for (const key of API_KEY_CANARIES) expect(body, url).not.toContain(key);
      }
    }
    expect(await page.content()).not.toContain(BACKEND_ACCOUNT.password);
  });

  it('counts the pending badge from the backend, and again after a bulk delete', async () => {
    const pending = () =>
      backend.state.transactions.filter((row) => row.status === 'PENDING_ADMIN').length;
    await menuItem('Tranzaksiyalar').click();
    await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
    await page.getByText('Jonli: har 15 soniyada yangilanadi').waitFor();
    const badge = await menuItem('Tranzaksiyalar').getAttribute('aria-describedby');
    expect(badge).toBeTruthy();
    const before = pending();
    await expect
      .poll(() => page.locator(`[id="${badge}"]`).textContent())
      .toBe(`Admin tasdig'ini kutayotganlar: ${before}`);

    await page
      .getByRole('combobox', { name: 'Holat' })
      .selectOption({ label: "Admin tasdig'i kutilmoqda" });
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await waitForEveryRow(page, "Admin tasdig'i kutilmoqda");
    await page.locator('tbody tr').nth(0).getByRole('checkbox').check();
    await page.locator('tbody tr').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: "Tanlanganlarni o'chirish (2)" }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /O'chirish/ })
      .click();
    await page.getByText("2 ta tranzaksiya o'chirildi.").waitFor();
    expect(pending()).toBe(before - 2);
    await expect
      .poll(() => page.locator(`[id="${badge}"]`).textContent())
      .toBe(`Admin tasdig'ini kutayotganlar: ${before - 2}`);
    await page.getByRole('button', { name: 'Tozalash' }).click();
    // Cleared before the next test picks its own filter (else the clearing may land after it).
    await page.waitForURL((url) => !url.searchParams.get('filter')?.includes('PENDING_ADMIN'));
  });

  it('saves a view of the journal, kept by the gateway, and applies it again', async () => {
    await page.getByRole('combobox', { name: 'Holat' }).selectOption({ label: 'Muvaffaqiyatsiz' });
    await page.getByRole('button', { name: "Qo'llash" }).click();
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('FAILED') ?? false);
    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    const dialog = page.getByRole('dialog', { name: "Saqlangan ko'rinishlar" });
    await dialog.getByLabel("Ko'rinish nomi").fill('Xatolar');
    await dialog.getByRole('button', { name: 'Joriy filtrlarni saqlash' }).click();
    await page.getByText("Ko'rinish saqlandi.").waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Tozalash' }).click();
    await page.waitForURL((url) => !url.searchParams.get('filter')?.includes('FAILED'));
    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    await dialog.getByRole('button', { name: 'Xatolar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('FAILED') ?? false);
    await waitForEveryRow(page, 'Muvaffaqiyatsiz');
    // Kept by the gateway itself: the backend never heard of saved views.
    expect(backend.calls.some((call) => call.path.startsWith('/saved-views'))).toBe(false);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
  });
});
