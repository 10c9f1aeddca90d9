// Uzbek (default): the whole catalogue, the shape ru and en match (types.ts). The spec's Uzbek
// strings appear exactly.
import type { TranslationMessages } from 'ra-core';
import { raUz } from './ra';
import { moneyUz } from './money';
import { signInUz } from './signIn';
import { uiUz } from './ui';
import { transactionStatusesUz } from './transactionStatuses';
import { transactionsUz } from './transactions';
import { dashboardUz } from './dashboard';
import { lotteryUz } from './lottery';
import { userUz } from './user';
import { currencyUz } from './currency';
import { broadcastUz } from './broadcast';
import { humoUz } from './humo';
import { movedMeanwhileUz } from './movedMeanwhile';
import { cardsUz } from './cards';
import { platformsUz } from './platforms';
import { osonConfigsUz } from './osonConfigs';
import { auditLogUz, linkNoticeUz, ownAccountUz, panelAccountsUz, rolesUz } from './security';
import { devicesUz, secondStepUz } from './secondStep';

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
    resultUnknown:
      "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.",
    // Our server's 403: the account's role may not do it (the HTTP client gives it this key).
    passwordNeeded:
      'Bu amal uchun panelni brauzerda oching va parol bilan kiring: Telegram orqali kirish bunga yetmaydi.',
    forbidden: 'Sizning rolingiz bu amalga ruxsat bermaydi.',
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
      devices: 'Qurilmalar',
      pendingCount: "Admin tasdig'ini kutayotganlar: %{smart_count}",
    },
    dashboard: dashboardUz,
    transactions: { ...transactionsUz, statuses: transactionStatusesUz },
    auditLog: auditLogUz,
    panelAccounts: panelAccountsUz,
    roles: rolesUz,
    ownAccount: ownAccountUz,
    secondStep: secondStepUz,
    devices: devicesUz,
    linkNotice: linkNoticeUz,
    lottery: lotteryUz,
    user: userUz,
    currency: currencyUz,
    broadcast: broadcastUz,
    humo: humoUz,
    movedMeanwhile: movedMeanwhileUz,
    cards: cardsUz,
    platforms: platformsUz,
    osonConfigs: osonConfigsUz,
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
