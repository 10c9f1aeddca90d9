// Lottery and currency end to end against the real server and its database.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';
import { queryServerDb } from './support/db';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signInAsAdmin(page, suite.server.url);
});

const query = <T>(sql: string, ...params: unknown[]) =>
  queryServerDb<T>(suite.server.dataDir, sql, ...params);

describe('lottery', () => {
  it('adds a prize and the total follows', async () => {
    await page.getByRole('menuitem', { name: 'Lotereya', exact: true }).click();
    await page.getByRole('heading', { name: 'Lotereya Tizimi', level: 1 }).waitFor();
    await page.getByRole('button', { name: "Sovrin qo'shish" }).click();
    await page.getByText("Iltimos, sovrin miqdori va sonini to'ldiring.").waitFor();
    const before = await page.getByTestId('prize-total').innerText();
    await page.getByLabel("Sovrin miqdori (so'm)").fill('25000');
    await page.getByLabel('Sovrinlar soni').fill('4');
    await page.getByRole('button', { name: "Sovrin qo'shish" }).click();
    await page
      .getByRole('button', { name: /Sovrinni o'chirish: 25\s000 so'm/ })
      .first()
      .waitFor();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="prize-total"]')?.textContent !== old,
      before,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('looks up a balance, adds and deletes tickets, and resets it after a warning', async () => {
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await page.getByText("Qidirish uchun Chat ID'ni kiriting.").waitFor();
    await page.getByLabel('Chat ID', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await page.getByText('Foydalanuvchi topilmadi.').waitFor();

    const [{ chat_id: chatId }] = query<{ chat_id: number }>(
      'SELECT chat_id FROM lottery_balances WHERE balance > 0 LIMIT 1',
    );
    await page.getByLabel('Chat ID', { exact: true }).fill(String(chatId));
    await page.getByRole('button', { name: 'Qidirish' }).click();
    const result = page.getByTestId('lottery-balance');
    await result.getByText(String(chatId)).waitFor();

    const tickets = () =>
      query<{ tickets: number; balance: number }>(
        'SELECT tickets, balance FROM lottery_balances WHERE chat_id = ?',
        chatId,
      )[0];
    const start = tickets().tickets;
    await page.getByLabel('Biletlar soni').fill('3');
    await page.getByRole('button', { name: "Bilet qo'shish" }).click();
    await page.getByText("3 ta bilet qo'shildi.").waitFor();
    expect(tickets().tickets).toBe(start + 3);

    await page.getByRole('button', { name: "Biletlarni o'chirish" }).click();
    await page.getByRole('dialog').getByRole('button', { name: "Biletlarni o'chirish" }).click();
    await page.getByText("Biletlar o'chirildi.").waitFor();
    expect(tickets().tickets).toBe(0);

    await page.getByRole('button', { name: 'Balansni nolga tushirish' }).click();
    const warning = page.getByRole('dialog', { name: 'Diqqat: balans nolga tushiriladi' });
    await warning.getByRole('button', { name: 'Ha, nolga tushirish' }).click();
    await page.getByText('Balans nolga tushirildi.').waitFor();
    expect(tickets().balance).toBe(0);
  });

  it('awards random users and credits each winner once', async () => {
    await page.getByLabel('Umumiy foydalanuvchilar soni').fill('5');
    await page.getByLabel('Tasodifiy foydalanuvchilar soni').fill('9');
    await page.getByLabel("Mukofot miqdori (so'm)").fill('10000');
    await page.getByRole('button', { name: 'Mukofotni tarqatish' }).click();
    await page
      .getByText(
        "Tasodifiy foydalanuvchilar soni umumiy foydalanuvchilar sonidan ko'p bo'lishi mumkin emas.",
      )
      .waitFor();

    const before = new Map(
      query<{ chat_id: number; balance: number }>(
        'SELECT chat_id, balance FROM lottery_balances',
      ).map((row) => [row.chat_id, row.balance]),
    );
    await page.getByLabel('Umumiy foydalanuvchilar soni').fill('200');
    await page.getByLabel('Tasodifiy foydalanuvchilar soni').fill('3');
    await page.getByRole('button', { name: 'Mukofotni tarqatish' }).click();
    await page
      .getByText('Pul mukofoti tasodifiy foydalanuvchilarga muvaffaqiyatli tarqatildi!')
      .waitFor();
    const [award] = query<{ winners: string }>(
      'SELECT winners FROM lottery_awards ORDER BY id DESC LIMIT 1',
    );
    const winners = JSON.parse(award.winners) as number[];
    expect(new Set(winners).size).toBe(3);
    for (const chatId of winners) {
      const [row] = query<{ balance: number }>(
        'SELECT balance FROM lottery_balances WHERE chat_id = ?',
        chatId,
      );
      expect(row.balance).toBe((before.get(chatId) ?? 0) + 10000);
      await page.getByText(String(chatId)).first().waitFor();
    }
  });
});

describe('currency', () => {
  it('shows the current rates and saves new ones with a comma decimal', async () => {
    await page.getByRole('menuitem', { name: 'Valyuta kurslari', exact: true }).click();
    await page.getByRole('heading', { name: 'Valyuta kurslari', level: 1 }).waitFor();
    const rates = page.getByTestId('current-rates');
    await rates.getByText(/1000 UZS = /).waitFor();
    expect(await rates.innerText()).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText("Iltimos, ikkala maydonni ham to'ldiring.").waitFor();
    await page.getByLabel('RUB (1000 UZS uchun)').fill('7,25');
    await page.getByLabel('UZS (1 RUB uchun)').fill('138.5');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText('Kurs muvaffaqiyatli yangilandi!').waitFor();
    await rates.getByText(/1000 UZS = 7,25 RUB/).waitFor();
    await rates.getByText(/1 RUB = 138,5 UZS/).waitFor();
    const [latest] = query<{ uzs_to_rub: number; rub_to_uzs: number }>(
      'SELECT uzs_to_rub, rub_to_uzs FROM exchange_rates ORDER BY id DESC LIMIT 1',
    );
    expect(latest).toEqual({ uzs_to_rub: 7.25, rub_to_uzs: 138.5 });
    expect(await seriousViolations(page)).toEqual([]);
    // The success message goes away after 3 s.
    await page
      .getByText('Kurs muvaffaqiyatli yangilandi!')
      .waitFor({ state: 'detached', timeout: 6000 });
  });
});
