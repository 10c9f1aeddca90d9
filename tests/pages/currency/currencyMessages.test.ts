import { describe, expect, it } from 'vitest';
import { currencyUz } from '../../../src/i18n/uz/currency';
import { currencyRu } from '../../../src/i18n/ru/currency';
import { currencyEn } from '../../../src/i18n/en/currency';

describe('currency messages', () => {
  // The spec's Uzbek wording, letter for letter (docs/product.md: Screens, Form rules, Messages).
  it.each([
    [currencyUz.uzsToRubLine, '1000 UZS = %{value} RUB'],
    [currencyUz.rubToUzsLine, '1 RUB = %{value} UZS'],
    [
      currencyUz.empty,
      "Hozircha birorta ham valyuta kursi o'rnatilmagan. Iltimos, birinchisini qo'shing.",
    ],
    [currencyUz.loadError, 'Kurslarni yuklashda xatolik yuz berdi.'],
    [
      currencyUz.updateError,
      "Kursni yangilashda xatolik yuz berdi. Kiritilgan ma'lumotlarni tekshiring.",
    ],
    [currencyUz.updated, 'Kurs muvaffaqiyatli yangilandi!'],
    [currencyUz.required, "Iltimos, ikkala maydonni ham to'ldiring."],
  ])('has %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['ru', currencyRu],
    ['en', currencyEn],
  ])('%s has the same keys as uz', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(currencyUz).sort());
  });
});
