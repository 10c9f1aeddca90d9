// Admins and Login history end to end: the menu, add / toggle / delete, this sign-in recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { newPage, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signInAsAdmin(page, suite.server.url);
});

describe('menu', () => {
  it('has the three groups and reaches every screen', async () => {
    for (const group of ['Boshqaruv', 'Xavfsizlik', 'Sozlamalar']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    const screens: [string, string][] = [
      ['Kartalar', '/cards'],
      ['Platformalar', '/platforms'],
      ['Tranzaksiyalar', '/transactions'],
      ['Lotereya', '/lottery'],
      ['Adminlar', '/admins'],
      ['Kirishlar tarixi', '/login-devices'],
      ['Valyuta kurslari', '/currency'],
      ['Oson hisoblari', '/oson-configs'],
      ['Ommaviy xabar', '/broadcast'],
      ['Humo xizmati', '/humo'],
      ['Boshqaruv Paneli', '/'],
    ];
    for (const [label, path] of screens) {
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
  });
});

describe('admins', () => {
  it('adds, toggles and deletes an admin, with the spec messages', async () => {
    await page.getByRole('menuitem', { name: 'Adminlar', exact: true }).click();
    await page.getByRole('heading', { name: "Adminlar ro'yxati" }).waitFor();

    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText('Iltimos, Chat ID kiriting.').waitFor();

    await page.getByLabel('Telegram Chat ID').fill('700100200');
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText("Admin muvaffaqiyatli qo'shildi!").waitFor();
    const toggle = page.getByRole('switch', { name: 'Bildirishnomalar: 700100200' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);

    // A duplicate is refused by the server (409) and the spec message is shown.
    await page.getByLabel('Telegram Chat ID').fill('700100200');
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page
      .getByText("Admin qo'shishda xatolik. U allaqachon mavjud bo'lishi mumkin.")
      .waitFor();

    await toggle.click();
    await page.getByText("Bildirishnomalar o'chirildi.").waitFor();
    await page.reload();
    await page
      .getByRole('switch', { name: 'Bildirishnomalar: 700100200', checked: false })
      .waitFor();

    await page.getByRole('button', { name: "O'chirish: 700100200" }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText("Chat ID 700100200 bo'lgan adminni o'chirishni tasdiqlaysizmi?")
      .waitFor();
    await dialog.getByRole('button', { name: /O'chirish/ }).click();
    await page.getByText("Admin o'chirildi.").waitFor();
    await page
      .getByRole('switch', { name: 'Bildirishnomalar: 700100200' })
      .waitFor({ state: 'detached' });
  });
});

describe('login history', () => {
  it('shows this sign-in first, by the signed-in account, with the browser device', async () => {
    await page.getByRole('menuitem', { name: 'Kirishlar tarixi', exact: true }).click();
    await page.getByRole('heading', { name: 'Kirishlar Tarixi', level: 1 }).waitFor();
    const first = page.getByRole('article').first();
    await first.waitFor();
    const text = await first.innerText();
    expect(text).toContain(ADMIN.username);
    expect(text).toContain('Linux PC');
    expect(text).toContain("Noma'lum Shahar");
    expect(text).toContain('127.0.0.1');
    await first.getByRole('button', { name: 'Batafsil' }).click();
    await first.getByText(/HeadlessChrome|Chrome/).waitFor();
  });
});
