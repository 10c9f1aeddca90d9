// Uzbek (default): the app's part, which every screen downloads; each screen brings its own texts
// (i18n/screens). The spec's Uzbek strings appear exactly; ru.ts and en.ts match AppMessages' keys.
import type { TranslationMessages } from 'ra-core';
import { raUz } from './ra/uz';
import { moneyUz } from './uz/money';
import { signInUz } from './uz/signIn';
import { uiUz } from './uz/ui';
import { transactionStatusesUz } from './uz/transactionStatuses';
// Types only: the screens' texts stay out of this catalogue's code.
import type { DASHBOARD_TEXTS } from './screens/dashboard';
import type { TRANSACTIONS_TEXTS } from './screens/transactions';
import type { LOTTERY_TEXTS } from './screens/lottery';
import type { CURRENCY_TEXTS } from './screens/currency';
import type { BROADCAST_TEXTS } from './screens/broadcast';
import type { HUMO_TEXTS } from './screens/humo';
import type { CARDS_TEXTS } from './screens/cards';
import type { PLATFORMS_TEXTS } from './screens/platforms';
import type { OSON_CONFIGS_TEXTS } from './screens/osonConfigs';
import type { SECURITY_TEXTS } from './screens/security';

const uz = {
  ...raUz,
  resources: {
    admins: { name: 'Adminlar |||| Adminlar' },
    'login-devices': { name: 'Kirishlar tarixi |||| Kirishlar tarixi' },
    cards: { name: 'Kartalar |||| Kartalar' },
    transactions: { name: 'Tranzaksiyalar |||| Tranzaksiyalar' },
    platforms: { name: 'Platformalar |||| Platformalar' },
    'oson-configs': { name: 'Oson hisoblari |||| Oson hisoblari' },
  },
  app: {
    name: 'Admin Panel',
    money: moneyUz,
    ...signInUz,
    update: {
      available: 'Panelning yangi versiyasi tayyor.',
      reload: 'Yangilash',
      later: 'Keyinroq',
    },
    // A 504 (the HTTP client gives it this key): the server, or the backend behind it, was silent.
    serverTimeout:
      "Server belgilangan vaqt ichida javob bermadi. Birozdan so'ng qayta urinib ko'ring.",
    theme: { toggle: "Mavzuni o'zgartirish" },
    menu: {
      dashboard: 'Boshqaruv Paneli',
      management: 'Boshqaruv',
      security: 'Xavfsizlik',
      settings: 'Sozlamalar',
      cards: 'Kartalar',
      platforms: 'Platformalar',
      transactions: 'Tranzaksiyalar',
      lottery: 'Lotereya',
      admins: 'Adminlar',
      loginHistory: 'Kirishlar tarixi',
      currency: 'Valyuta kurslari',
      osonConfigs: 'Oson hisoblari',
      broadcast: 'Ommaviy xabar',
      humo: 'Humo xizmati',
      logout: 'Chiqish',
      navigation: 'Asosiy menyu',
      auditLog: 'Amallar tarixi',
      panelAccounts: 'Panel hisoblari',
      pendingCount: "Admin tasdig'ini kutayotganlar: %{smart_count}",
    },
    // The dashboard names statuses too; the journal's other texts come with it.
    transactions: { statuses: transactionStatusesUz },
    ui: uiUz,
    admins: {
      title: 'Adminlar',
      addTitle: "Yangi admin qo'shish",
      chatId: 'Telegram Chat ID',
      chatIdHelp: "Faqat raqamlar (guruhlar uchun oldida minus bo'lishi mumkin).",
      add: "Qo'shish",
      listTitle: "Adminlar ro'yxati",
      notifications: 'Bildirishnomalar',
      notificationsOn: 'Bildirishnomalar yoqilgan',
      notificationsOff: "Bildirishnomalar o'chirilgan",
      delete: "O'chirish",
      empty: "Hozircha adminlar qo'shilmagan.",
      chatIdRequired: 'Iltimos, Chat ID kiriting.',
      chatIdNumeric: "Chat ID faqat raqamlardan iborat bo'lishi kerak.",
      loadError: "Adminlar ro'yxatini yuklashda xatolik.",
      addError: "Admin qo'shishda xatolik. U allaqachon mavjud bo'lishi mumkin.",
      toggleError: 'Holatni yangilashda xatolik.',
      deleteError: "Adminni o'chirishda xatolik.",
      added: "Admin muvaffaqiyatli qo'shildi!",
      deleted: "Admin o'chirildi.",
      enabledMessage: 'Bildirishnomalar yoqildi.',
      disabledMessage: "Bildirishnomalar o'chirildi.",
      confirmDeleteTitle: "Adminni o'chirish",
      confirmDelete: "Chat ID %{chatId} bo'lgan adminni o'chirishni tasdiqlaysizmi?",
    },
    loginHistory: {
      title: 'Kirishlar Tarixi',
      unknownCity: "Noma'lum Shahar",
      unknownCountry: "Noma'lum Davlat",
      unknownIp: "Noma'lum IP",
      unknownDevice: "Noma'lum qurilma",
      ipAddress: 'IP manzil',
      username: 'Foydalanuvchi',
      details: 'Batafsil',
      userAgent: "Brauzer ma'lumoti",
      empty: 'Hozircha kirish qaydlari mavjud emas.',
      loadError: 'Kirishlar tarixini yuklashda xatolik.',
    },
  },
} satisfies TranslationMessages;

export default uz;

type UzTexts<Screen> = Screen extends { uz: infer Texts } ? Texts : never;
/**
 * The whole Uzbek catalogue, the shape ru.ts and en.ts match: the part above, which every screen
 * downloads, and the texts each screen brings itself (i18n/screens, added by useScreenMessages).
 */
export type AppMessages = typeof uz &
  UzTexts<typeof DASHBOARD_TEXTS> &
  UzTexts<typeof TRANSACTIONS_TEXTS> &
  UzTexts<typeof LOTTERY_TEXTS> &
  UzTexts<typeof CURRENCY_TEXTS> &
  UzTexts<typeof BROADCAST_TEXTS> &
  UzTexts<typeof HUMO_TEXTS> &
  UzTexts<typeof CARDS_TEXTS> &
  UzTexts<typeof PLATFORMS_TEXTS> &
  UzTexts<typeof OSON_CONFIGS_TEXTS> &
  UzTexts<typeof SECURITY_TEXTS>;
