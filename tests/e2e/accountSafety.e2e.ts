// When access is taken away, it is gone, as a person meets it in Chromium: a Telegram link made
// with the account's password is told at the next sign-in and shown in 'Mening hisobim', which
// removes it (desktop and phone, light and dark, axe clean), after which the Mini App's sign-in of
// that Telegram user is refused; and a fresh start's demo account opens the dashboard with its
// printed password alone, owners' second step notwithstanding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { DESKTOP, launchBrowser, newPage, PHONE, signIn } from './support/browser';
import { seriousViolations } from './support/axe';
import { signedInitData, testTelegramEnv } from '../../tools/telegramLaunch';

const SHOTS = 'test-results/screens';
const LINKED = 6_100_200_300;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

const dashboard = (page: Page) =>
  page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();

async function openOwnAccount(page: Page, username: string) {
  await page.getByRole('button', { name: `Mening hisobim: ${username}` }).click();
  return page.getByRole('dialog', { name: 'Mening hisobim' });
}

describe('a Telegram link made with the password', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testTelegramEnv());
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The link as whoever holds the password makes it: POST /api/telegram/link from the Mini App. */
  async function linkWithThePassword() {
    const linked = await fetch(`${server.url}/api/telegram/link`, {
      method: 'POST',
      headers: {
        authorization: basic(ADMIN.username, ADMIN.password),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ initData: signedInitData({ userId: LINKED }) }),
    });
    expect(linked.status).toBe(200);
  }

  const miniAppSignIn = () =>
    fetch(`${server.url}/api/telegram/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ initData: signedInitData({ userId: LINKED }) }),
    });

  it.each([
    { label: 'desktop-light', viewport: DESKTOP, theme: 'light' },
    { label: 'phone-dark', viewport: PHONE, theme: 'dark' },
  ])(
    'is told at the next sign-in and removed in the own account ($label)',
    async ({ label, viewport, theme }) => {
      await linkWithThePassword();
      expect((await miniAppSignIn()).status).toBe(201);
      const { page, context } = await newPage(browser, viewport);
      await context.addInitScript(
        (mode) => localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(mode)),
        theme,
      );
      await signIn(page, server.url, ADMIN.username, ADMIN.password);
      await dashboard(page);
      const notice = page.getByRole('dialog', { name: "Telegram hisobi bog'landi" });
      await notice.getByText(new RegExp(`Telegram foydalanuvchisi ${LINKED} bog'landi`)).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/link-notice-${label}.png` });
      await notice.getByRole('button', { name: 'Tushunarli' }).click();
      await notice.waitFor({ state: 'detached' });

      const own = await openOwnAccount(page, ADMIN.username);
      const section = own.getByRole('region', { name: 'Telegram' });
      await section
        .getByText(new RegExp(`Telegram foydalanuvchisi ${LINKED} bog'langan`))
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/own-account-link-${label}.png`, fullPage: true });
      await section.getByRole('button', { name: "Bog'lanishni olib tashlash" }).click();
      const confirm = page.getByRole('dialog', { name: "Telegram bog'lanishini olib tashlash" });
      await confirm.getByRole('button', { name: "Bog'lanishni olib tashlash" }).click();
      await section.getByText(/Telegram bog'lanmagan/).waitFor();
      await page.getByText("Telegram bog'lanishi olib tashlandi.").waitFor();

      // Whoever linked it opens the Mini App again: no one's.
      const refused = await miniAppSignIn();
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ reason: 'unlinked' });
      await context.close();
    },
  );
});

describe('a fresh start', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // As `npm start` on a new machine: no ADMIN_USERNAME, owners must have a second step.
    server = await startServer({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', SECOND_STEP_ROLES: '' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs the printed demo account in to the dashboard with its password alone', async () => {
    const printed = /Demo sign-in: (\S+) \/ (\S+)/.exec(server.output());
    expect(printed, server.output()).not.toBeNull();
    const [, username, password] = printed!;
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, server.url, username, password);
    await dashboard(page);
    expect(page.url()).toBe(`${server.url}/`);
    // Offered a second step, not required.
    const own = await openOwnAccount(page, username);
    await own
      .getByRole('button', { name: /Autentifikator/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
