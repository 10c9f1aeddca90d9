// The language and theme switches, and that both are remembered across reloads and sign-out.
import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/server';
import { newPage, signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

describe('preferences', () => {
  it('switches to Russian and dark, and keeps both after a reload and a sign-out', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();

    await page.getByRole('button', { name: "Til: O'zbekcha" }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.getByRole('heading', { name: 'Панель управления', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');

    const lightBody = await page.evaluate(bodyBackground);
    await page.getByRole('button', { name: /тем/i }).first().click();
    await page.waitForFunction(
      (before) => getComputedStyle(document.body).backgroundColor !== before,
      lightBody,
    );
    const darkBody = await page.evaluate(bodyBackground);

    await page.reload();
    await page.getByRole('heading', { name: 'Панель управления', level: 1 }).waitFor();
    expect(await page.evaluate(bodyBackground)).toBe(darkBody);

    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Вход в админ-панель' }).waitFor();
    expect(await page.evaluate(bodyBackground)).toBe(darkBody);

    // The small sign-in entry (a fresh load) shows the remembered choices too.
    await page.reload();
    await page.getByRole('heading', { name: 'Вход в админ-панель' }).waitFor();
    expect(await page.evaluate(bodyBackground)).toBe(darkBody);
    await page.getByRole('combobox').selectOption('uz');
    await page.getByRole('heading', { name: 'Admin Panelga Kirish' }).waitFor();
    await context.close();
  });
});
