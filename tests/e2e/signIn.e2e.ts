// Sign-in, guard, catch-all and sign-out in a real browser against the real server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHUNK_PREFIX } from '../../contract/pageContract';
import { ADMIN } from './support/server';
import { newPage, signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

describe('signing in', () => {
  it('refuses a wrong password with the spec message and stays on /login', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await page.waitForURL('**/login');
    await expect(
      page.getByRole('heading', { name: 'Admin Panelga Kirish' }).isVisible(),
    ).resolves.toBe(true);
    await signIn(page, suite.server.url, ADMIN.username, 'not-the-password');
    await page.getByText('Foydalanuvchi nomi yoki parol xato. Qaytadan urining.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Kirish' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('signs in, shows the dashboard with its switches, and signs out', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('switch', { name: /Bonus/ }).waitFor();
    expect(await page.getByRole('switch').count()).toBe(3);

    // Any unknown path of a signed-in admin goes to the dashboard.
    await page.goto(`${suite.server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The app's own /login page (no reload since signing out) signs in again too.
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // Signed out, a guarded page sends back to /login.
    await page.goto(`${suite.server.url}/admins`);
    await page.waitForURL('**/login');
    await context.close();
  });

  it('a deep link while signed out lands on /login and comes back after sign-in', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/login-devices`);
    await page.waitForURL('**/login');
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Kirishlar Tarixi', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login-devices');
    await context.close();
  });

  it('paths the spec does not list go to the dashboard, also below a resource screen', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    const dashboard = page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 });
    await dashboard.waitFor();
    for (const path of [
      '/cards/123/extra',
      '/cards/create',
      '/transactions/1',
      '/admins/9',
      '/login-devices/zz',
      '/oson-configs/123/extra',
      '/oson-configs/new/extra',
      '/lottery/x',
    ]) {
      await page.goto(`${suite.server.url}${path}`);
      await dashboard.waitFor();
      expect(new URL(page.url()).pathname, path).toBe('/');
    }
    // The listed ones still render their screens.
    await page.goto(`${suite.server.url}/oson-configs/new`);
    await page.getByLabel(/Device Name/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/oson-configs/new');
    await page.goto(`${suite.server.url}/cards`);
    await page.getByRole('heading', { name: 'All Admin Cards', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cards');
    await context.close();
  });

  it('flips a feature switch and keeps it after a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    const bonus = page.getByRole('switch', { name: /Bonus/ });
    await bonus.waitFor();
    const before = await bonus.isChecked();
    await bonus.click();
    await page.getByRole('switch', { name: /Bonus/, checked: !before }).waitFor();
    await page.reload();
    await page.getByRole('switch', { name: /Bonus/, checked: !before }).waitFor();
    await context.close();
  });

  it("a signed-in browser's cold visit asks for the admin app with the page; the sign-in page does not", async () => {
    const { context, page } = await newPage(suite.browser);
    const hint = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'panel_session')?.value;
    const adminRequests: string[] = [];
    await page.goto(`${suite.server.url}/login`);
    expect(await hint()).toBeUndefined();
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
    expect(await hint()).toBe('1');

    // A new page of the same browser: the page itself lists the admin app's files.
    const next = await context.newPage();
    next.on('request', (request) => {
      if (request.url().includes('/assets/adminEntry-')) adminRequests.push(request.url());
    });
    const response = await next.goto(`${suite.server.url}/transactions`);
    const html = (await response?.text()) ?? '';
    expect(html.split('</head>')[0]).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/adminEntry-[\w-]+\.js">/,
    );
    await next.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
    expect(adminRequests.length).toBeGreaterThan(0);

    // Signed out, the hint goes, and /login is the page as built.
    await next.getByRole('menuitem', { name: 'Chiqish' }).click();
    await next.waitForURL('**/login');
    expect(await hint()).toBeUndefined();
    const signedOut = await (
      await next.request.get(`${suite.server.url}/login`, {
        headers: { 'sec-fetch-dest': 'document' },
      })
    ).text();
    // Its only preloads are the start-up's own, which the build wrote into the page.
    const preloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(signedOut).not.toContain(ADMIN_CHUNK_PREFIX);
    expect(preloads(signedOut)).toEqual(preloads(readFileSync('dist/index.html', 'utf8')));
    await context.close();
  });
});
