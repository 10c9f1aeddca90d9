import { describe, expect, it } from 'vitest';
import { dashboardUz } from '../../../i18n/uz/dashboard';
import { transactionsUz } from '../../../i18n/uz/transactions';
import { transactionsRu } from '../../../i18n/ru/transactions';
import { transactionsEn } from '../../../i18n/en/transactions';
import { STATUSES } from '../../../src/pages/dashboard/statusColours';

describe('dashboard messages', () => {
  // The spec's Uzbek wording, letter for letter (docs/product.md: Screens, Messages).
  it.each([
    [dashboardUz.title, 'Boshqaruv Paneli'],
    [dashboardUz.period.days7, '7 Kun'],
    [dashboardUz.period.days30, '30 Kun'],
    [dashboardUz.period.days90, '90 Kun'],
    [dashboardUz.period.custom, 'Maxsus oraliq'],
    [dashboardUz.charts.requests, "So'rovlar"],
    [dashboardUz.topUsers.title, 'Eng Faol Foydalanuvchilar'],
    [dashboardUz.topUsers.empty, "Ma'lumot yo'q"],
    [dashboardUz.loadError, "Ma'lumotlarni yuklashda xatolik yuz berdi."],
    [dashboardUz.noData, "Ma'lumotlar topilmadi."],
  ])('has %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['uz', transactionsUz],
    ['ru', transactionsRu],
    ['en', transactionsEn],
  ])('%s names all nine statuses (shared with the journal)', (_locale, messages) => {
    expect(Object.keys(messages.statuses).sort()).toEqual([...STATUSES].sort());
  });
});
