import { describe, expect, it } from 'vitest';
import { lotteryUz } from '../../../src/i18n/uz/lottery';
import { lotteryRu } from '../../../src/i18n/ru/lottery';
import { lotteryEn } from '../../../src/i18n/en/lottery';

/** Every key path of a nested catalogue, sorted, to compare locales at run time too. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort();
}

describe('lottery messages', () => {
  // The spec's Uzbek wording, letter for letter (docs/product.md: Screens, Form rules, Messages).
  it.each([
    [lotteryUz.title, 'Lotereya Tizimi'],
    [lotteryUz.prizes.required, "Iltimos, sovrin miqdori va sonini to'ldiring."],
    [lotteryUz.prizes.loadError, "Sovrinlarni yuklab bo'lmadi."],
    [lotteryUz.prizes.addError, "Sovrin qo'shib bo'lmadi."],
    [lotteryUz.prizes.deleteError, "Sovrinni o'chirib bo'lmadi."],
    [lotteryUz.balance.chatIdRequired, "Qidirish uchun Chat ID'ni kiriting."],
    [lotteryUz.balance.notFound, 'Foydalanuvchi topilmadi.'],
    [lotteryUz.balance.ticketCountInvalid, 'Iltimos, yaroqli bilet sonini kiriting.'],
    [lotteryUz.balance.addTicketsError, "Bilet qo'shishda xatolik yuz berdi."],
    [lotteryUz.balance.deleteTicketsError, "Biletlarni o'chirishda xatolik yuz berdi."],
    [lotteryUz.balance.resetError, "Balansni o'chirishda xatolik yuz berdi."],
    [lotteryUz.award.required, "Iltimos, barcha maydonlarni to'ldiring."],
    [
      lotteryUz.award.tooMany,
      "Tasodifiy foydalanuvchilar soni umumiy foydalanuvchilar sonidan ko'p bo'lishi mumkin emas.",
    ],
    [
      lotteryUz.award.success,
      'Pul mukofoti tasodifiy foydalanuvchilarga muvaffaqiyatli tarqatildi!',
    ],
    [lotteryUz.genericError, "Amalni bajarishda xatolik yuz berdi. Iltimos, qayta urinib ko'ring."],
  ])('has %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['ru', lotteryRu],
    ['en', lotteryEn],
  ])('%s has the same keys as uz', (_locale, messages) => {
    expect(keyPaths(messages)).toEqual(keyPaths(lotteryUz));
  });
});
