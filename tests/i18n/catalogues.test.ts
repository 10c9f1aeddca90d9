import { describe, expect, it } from 'vitest';
import uz from '../../i18n/uz';
import ru from '../../i18n/ru';
import en from '../../i18n/en';

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

const flat = { uz: flatten(uz), ru: flatten(ru), en: flatten(en) };
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe('message catalogues', () => {
  it.each(['ru', 'en'] as const)('%s has exactly the keys of uz', (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(Object.keys(flat.uz).sort());
  });

  it.each(['ru', 'en'] as const)('%s keeps every placeholder of uz in app strings', (locale) => {
    for (const [key, text] of Object.entries(flat.uz)) {
      if (!key.startsWith('app.')) continue;
      expect(placeholders(flat[locale][key]), key).toEqual(placeholders(text));
    }
  });

  it('has no empty app strings', () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      for (const [key, text] of Object.entries(flat[locale])) {
        if (key.startsWith('app.')) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  // The spec's Uzbek wording must appear letter for letter.
  it.each([
    ['app.login.title', 'Admin Panelga Kirish'],
    ['app.login.username', 'Foydalanuvchi nomi'],
    ['app.login.password', 'Parol'],
    ['app.login.submit', 'Kirish'],
    ['app.login.submitting', 'Tekshirilmoqda...'],
    ['app.login.error', 'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.'],
    ['app.menu.management', 'Boshqaruv'],
    ['app.menu.security', 'Xavfsizlik'],
    ['app.menu.settings', 'Sozlamalar'],
    ['app.menu.logout', 'Chiqish'],
    ['app.dashboard.title', 'Boshqaruv Paneli'],
    ['app.dashboard.bonus', 'Bonus'],
    ['app.dashboard.withdraw', 'Pul yechish'],
    ['app.dashboard.topUp', "To'ldirish"],
    ['app.loginHistory.title', 'Kirishlar Tarixi'],
    ['app.loginHistory.unknownCity', "Noma'lum Shahar"],
    ['app.loginHistory.unknownCountry', "Noma'lum Davlat"],
    ['app.loginHistory.details', 'Batafsil'],
    ['app.loginHistory.empty', 'Hozircha kirish qaydlari mavjud emas.'],
    ['app.loginHistory.loadError', 'Kirishlar tarixini yuklashda xatolik.'],
    ['app.admins.empty', "Hozircha adminlar qo'shilmagan."],
    ['app.admins.chatIdRequired', 'Iltimos, Chat ID kiriting.'],
    ['app.admins.loadError', "Adminlar ro'yxatini yuklashda xatolik."],
    ['app.admins.addError', "Admin qo'shishda xatolik. U allaqachon mavjud bo'lishi mumkin."],
    ['app.admins.toggleError', 'Holatni yangilashda xatolik.'],
    ['app.admins.deleteError', "Adminni o'chirishda xatolik."],
    ['app.admins.added', "Admin muvaffaqiyatli qo'shildi!"],
    ['app.admins.deleted', "Admin o'chirildi."],
  ])('uz %s is the spec string', (key, text) => {
    expect(flat.uz[key]).toBe(text);
  });
});
