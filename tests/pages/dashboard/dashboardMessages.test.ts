import { describe, expect, it } from 'vitest';
import { dashboardUz } from '../../../src/i18n/uz/dashboard';
import { transactionStatusesUz } from '../../../src/i18n/uz/transactionStatuses';
import { transactionStatusesRu } from '../../../src/i18n/ru/transactionStatuses';
import { transactionStatusesEn } from '../../../src/i18n/en/transactionStatuses';
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
    ['uz', transactionStatusesUz],
    ['ru', transactionStatusesRu],
    ['en', transactionStatusesEn],
  ])('%s names all nine statuses (shared with the journal)', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...STATUSES].sort());
  });
});
