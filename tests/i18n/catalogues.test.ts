import { describe, expect, it } from 'vitest';
import uz from '../../src/i18n/uz';
import ru from '../../src/i18n/ru';
import en from '../../src/i18n/en';

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}

const flat = {
  uz: flatten(uz),
  ru: flatten(ru),
  en: flatten(en),
};
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
    // These screens keep the original product's English wording in the default catalogue.
    ['app.cards.title', 'All Admin Cards'],
    ['app.cards.noOwner', 'N/A'],
    ['app.cards.selectAccount', 'Please select an Oson Account for the new card.'],
    [
      'app.cards.loadError',
      'Failed to load page data. Please check your connection and try again.',
    ],
    ['app.cards.saveError', 'Failed to save the card. Please check the details and try again.'],
    ['app.cards.deleteError', 'An unknown error occurred during deletion.'],
    ['app.cards.confirmDelete', 'Are you sure you want to delete this card?'],
    ['app.platforms.title', 'Manage Platforms'],
    ['app.platforms.empty', 'No platforms have been added yet.'],
    ['app.platforms.addFirst', 'Add your first platform'],
    ['app.platforms.copying', 'Copying...'],
    ['app.platforms.copied', 'Copied!'],
    ['app.platforms.requiredFields', 'Please fill out all required fields.'],
    ['app.platforms.passwordRequired', 'Password is required for new platforms.'],
    ['app.platforms.loadError', 'Failed to load platforms. Please refresh the page.'],
    ['app.platforms.saveError', 'Failed to save platform. Please check the details and try again.'],
    ['app.platforms.deleteError', 'Failed to delete platform.'],
    ['app.platforms.apiKeyNotFound', 'API Key not found for this platform.'],
    ['app.platforms.copyError', 'Could not retrieve or copy the API key.'],
    ['app.osonConfigs.add', 'Add New Account'],
    ['app.osonConfigs.setPrimary', 'Set Primary'],
    ['app.osonConfigs.primary', 'PRIMARY'],
    ['app.osonConfigs.quickPaste', 'Quick Paste'],
    ['app.osonConfigs.applyData', 'Apply Data'],
    ['app.osonConfigs.save', 'Save Changes'],
    ['app.osonConfigs.cancel', 'Cancel'],
    ['app.osonConfigs.fetchError', 'Failed to fetch Oson configurations.'],
    ['app.osonConfigs.setPrimaryError', 'Failed to set primary config.'],
    ['app.osonConfigs.confirmDelete', 'Are you sure you want to delete this config?'],
    ['app.osonConfigs.deleteError', 'Failed to delete. Ensure it is not primary.'],
    ['app.osonConfigs.loadError', 'Failed to load config data.'],
    ['app.osonConfigs.saveError', 'Failed to save configuration.'],
  ])('uz %s is the spec string', (key, text) => {
    expect(flat.uz[key]).toBe(text);
  });
});
