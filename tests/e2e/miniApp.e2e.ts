// The panel inside Telegram, opened the way Telegram opens a Mini App (support/miniApp.ts): signed
// in by Telegram with no form, in Telegram's colours, with Telegram's back button, a question
// before closing a form with unsaved changes, haptic feedback, the start parameter's place, and a
// refusal that shows nothing of the panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { queryServerDb } from './support/db';
import { seriousViolations } from './support/axe';
import { openMiniApp } from './support/miniApp';
import { linkTelegramUser, testTelegramEnv, TEST_THEME } from '../../tools/telegramLaunch';

const LINKED = 5_123_456_789;
const UNLINKED = 5_999_000_111;

let server: RunningServer;
let browser: Browser;
const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

beforeAll(async () => {
  server = await startServer(testTelegramEnv());
  browser = await launchBrowser();
  await linkTelegramUser(server.url, basic, LINKED);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('the panel as a Telegram Mini App', () => {
  it("signs in with no form, in Telegram's colours, and nothing serious for axe at 390 px", async () => {
    const { context, page, events } = await openMiniApp(browser, server.url, {
      telegramUserId: LINKED,
    });
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    expect(await page.getByLabel('Parol').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      rgb(TEST_THEME.secondary_bg_color),
    );
    const sent = (await events()).map(([method]) => method);
    expect(sent).toContain('web_app_ready');
    // The requests are signed by our session, not by a password.
    const audit = queryServerDb<{ action: string }>(
      server.dataDir,
      "SELECT action FROM audit_log WHERE resource = 'telegram-sessions' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0]?.action).toBe('sign_in');
    await page.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/mini-app-dashboard-phone.png' });
    await context.close();
  });

  it("shows Telegram's back button on a sub-screen, and goes back with it", async () => {
    const { context, page, events, receive } = await openMiniApp(browser, server.url, {
      telegramUserId: LINKED,
    });
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    const backButton = async () =>
      (await events()).filter(([method]) => method === 'web_app_setup_back_button').at(-1)?.[1];
    expect((await backButton())?.is_visible ?? false).toBe(false);
    await page.getByRole('button', { name: 'Menyuni ochish' }).click();
    await page.getByRole('menuitem', { name: 'Kartalar', exact: true }).click();
    await page.getByRole('heading', { name: 'All Admin Cards', level: 1 }).waitFor();
    await expect.poll(async () => (await backButton())?.is_visible).toBe(true);
    await receive('back_button_pressed');
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    await expect.poll(async () => (await backButton())?.is_visible).toBe(false);
    await context.close();
  });

  it('asks before closing while a form has unsaved changes, and feels a success', async () => {
    const { context, page, events } = await openMiniApp(browser, server.url, {
      telegramUserId: LINKED,
    });
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    await page.goto(`${server.url}/admins`);
    const chatId = page.getByLabel('Telegram Chat ID');
    await chatId.waitFor();
    const closing = async () =>
      (await events())
        .filter(([method]) => method === 'web_app_setup_closing_behavior')
        .at(-1)?.[1];
    await chatId.fill('700777001');
    await expect.poll(async () => (await closing())?.need_confirmation).toBe(true);
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText("Admin muvaffaqiyatli qo'shildi!").waitFor();
    await expect.poll(async () => (await closing())?.need_confirmation).toBe(false);
    const haptics = (await events()).filter(
      ([method]) => method === 'web_app_trigger_haptic_feedback',
    );
    expect(haptics.at(-1)?.[1]).toMatchObject({
      type: 'notification',
      notification_type: 'success',
    });
    await context.close();
  });

  it("opens tx_<id> on that transaction's detail", async () => {
    const [{ id }] = queryServerDb<{ id: number }>(
      server.dataDir,
      'SELECT id FROM transactions ORDER BY id DESC LIMIT 1',
    );
    const { context, page } = await openMiniApp(browser, server.url, {
      telegramUserId: LINKED,
      startParam: `tx_${id}`,
    });
    await page.getByRole('dialog', { name: `Tranzaksiya #${id}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/transactions');
    await context.close();
  });

  it('opens pending on the journal filtered to the transactions waiting for an admin', async () => {
    const { context, page } = await openMiniApp(browser, server.url, {
      telegramUserId: LINKED,
      startParam: 'pending',
    });
    await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('li[data-transaction-id]').length > 0,
    );
    const statuses = await page
      .locator('li[data-transaction-id] span.rounded-full')
      .allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(["Admin tasdig'i kutilmoqda"]));
    await context.close();
  });

  it('tells an unlinked Telegram user why, and shows nothing of the panel', async () => {
    const { context, page } = await openMiniApp(browser, server.url, {
      telegramUserId: UNLINKED,
    });
    await page
      .getByRole('alert')
      .filter({ hasText: `Telegram ID raqamingizni bering: ${UNLINKED}` })
      .waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByLabel('Parol').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("asks the Telegram user of a link an owner typed for the account's password, once", async () => {
    const typed = 5_777_000_222;
    const added = await fetch(`${server.url}/api/panel-accounts`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dilnoza', password: 'dilnoza-parol-1', role: 'operator' }),
    });
    const { id } = (await added.json()) as { id: number };
    const linked = await fetch(`${server.url}/api/panel-accounts/${id}/telegram`, {
      method: 'PUT',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ telegramUserId: typed }),
    });
    expect(await linked.json()).toMatchObject({ telegramLinkPending: true });

    const { context, page } = await openMiniApp(browser, server.url, { telegramUserId: typed });
    await page.getByText(new RegExp(`ID ${typed}\\) panel hisobiga bog'langan`)).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/mini-app-link-proof-phone.png' });
    await page.getByLabel('Parol').fill('notogri-parol');
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByRole('alert').filter({ hasText: "Parol noto'g'ri" }).waitFor();
    await page.getByLabel('Parol').fill('dilnoza-parol-1');
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    await context.close();

    // Proven: the next launch signs in with no form.
    const again = await openMiniApp(browser, server.url, { telegramUserId: typed });
    await again.page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    expect(await again.page.getByLabel('Parol').count()).toBe(0);
    await again.context.close();
  });
});
