// The second step end to end, with owners required to have one (SECOND_STEP_ROLES=owner): set up
// an authenticator at 390 px and pass it with a generated code, sign in again elsewhere with a
// later code, end that device from the first (asked for its second step again at its next
// request), and a passkey registered and used through Chromium's virtual authenticator (DevTools'
// WebAuthn domain). Browsers refuse passkeys on an IP address: that part runs on localhost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, PHONE, signIn } from './support/browser';
import { seriousViolations } from './support/axe';

let server: RunningServer;
let browser: Browser;
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  server = await startServer({ SECOND_STEP_ROLES: 'owner' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The authenticator app's code, `steps` periods from now. */
function code(steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const dashboard = (page: Page) =>
  page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();

let phone: { context: BrowserContext; page: Page };
let desktop: { context: BrowserContext; page: Page };

describe('an authenticator app', () => {
  it('is set up at the first sign-in of an owner, at 390 px, with recovery codes shown once', async () => {
    phone = await newPage(browser, PHONE);
    const { page } = phone;
    await signIn(page, server.url, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/second-step');
    await page.getByRole('heading', { name: 'Ikkinchi bosqichni sozlang' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Autentifikator ilovasi/ }).click();
    await page.getByRole('img', { name: 'Autentifikator ilovasi uchun QR kod' }).waitFor();
    secret = (await page.getByLabel('Kalit').inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel(/Tasdiqlash kodi/).fill('000000' === code() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByText("Kod noto'g'ri. Qaytadan urining.").waitFor();
    await page.getByLabel(/Tasdiqlash kodi/).fill(code());
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    const codes = page.getByRole('list', { name: '10 ta tiklash kodi' });
    await codes.waitFor();
    recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Saqladim, davom etish' }).click();
    await dashboard(page);
    // The browser keeps the device only as an HttpOnly cookie: no script reads it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('panel_device');
    const cookies = await phone.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'panel_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
    });
  });

  it('is asked for on another browser, and a later code lets it in', async () => {
    desktop = await newPage(browser);
    const { page } = desktop;
    await signIn(page, server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Kirishni tasdiqlang' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/Tasdiqlash kodi/).fill(code(1));
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await dashboard(page);
  });

  it('is asked for again on a device ended from the other browser', async () => {
    const { page } = phone;
    await page.goto(`${server.url}/devices`);
    await page.getByRole('heading', { name: 'Qurilmalar', level: 1 }).waitFor();
    const other = page.getByRole('listitem').filter({ hasNotText: 'Shu qurilma' });
    await other
      .getByRole('button', { name: /chiqarish$/ })
      .first()
      .waitFor();
    expect(await other.count()).toBe(1);
    await other.getByRole('button', { name: /chiqarish$/ }).click();
    await page.getByText('Qurilma chiqarildi.').waitFor();
    await desktop.page.getByRole('menuitem', { name: 'Kartalar', exact: true }).click();
    await desktop.page.getByRole('heading', { name: 'Kirishni tasdiqlang' }).waitFor();
    expect(desktop.page.url()).toMatch(/\/second-step$/);
    await desktop.context.close();
    await phone.context.close();
  });
});

describe('a passkey', () => {
  it('is registered and then used through the virtual authenticator', async () => {
    const local = server.url.replace('127.0.0.1', 'localhost');
    const { context, page } = await newPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    // A second owner, made by the first (signed in here with one of its recovery codes).
    await signIn(page, local, ADMIN.username, ADMIN.password);
    await page.getByRole('button', { name: 'Tiklash kodidan foydalanish' }).click();
    await page.getByLabel(/Tiklash kodi/).fill(recoveryCodes[0].trim());
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await dashboard(page);
    const made = await page.evaluate(
      async (token) => {
        const response = await fetch('/api/panel-accounts', {
          method: 'POST',
          headers: { Authorization: `Basic ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            username: 'e2e-keys',
            password: 'keys-Password-1',
            role: 'owner',
          }),
        });
        return response.status;
      },
      btoa(`${ADMIN.username}:${ADMIN.password}`),
    );
    expect(made).toBe(201);
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.clearCookies();

    await signIn(page, local, 'e2e-keys', 'keys-Password-1');
    await page.getByRole('heading', { name: 'Ikkinchi bosqichni sozlang' }).waitFor();
    await page
      .getByRole('button', { name: /Passkey/ })
      .first()
      .click();
    await page.getByLabel(/Passkey nomi/).fill('E2E kaliti');
    await page.getByRole('button', { name: 'Passkey yaratish' }).click();
    await page.getByRole('list', { name: '10 ta tiklash kodi' }).waitFor();
    await page.getByRole('button', { name: 'Saqladim, davom etish' }).click();
    await dashboard(page);

    // The device forgotten (its cookie gone): the next request asks, and the passkey answers.
    await context.clearCookies();
    await page.reload();
    await page.getByRole('heading', { name: 'Kirishni tasdiqlang' }).waitFor();
    await page.getByRole('button', { name: 'Passkey bilan tasdiqlash' }).click();
    await dashboard(page);
    // The one credential the authenticator holds is the one the server knows.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].signCount).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
