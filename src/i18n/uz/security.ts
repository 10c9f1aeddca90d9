// Our server's extras in the Xavfsizlik group: 'Amallar tarixi' and the panel accounts (Uzbek).
import type { AuditAction, AuditResource, AuditOutcome } from '../../../contract/audit';

export const auditLogUz = {
  title: 'Amallar tarixi',
  account: 'Hisob',
  resource: "Bo'lim",
  action: 'Amal',
  date: 'Sana',
  dateRange: "Sanalar oralig'i",
  all: 'Hammasi',
  apply: "Qo'llash",
  clear: 'Tozalash',
  changes: "O'zgarishlar (%{smart_count})",
  changesCaption: "O'zgargan maydonlar",
  field: 'Maydon',
  old: 'Avvalgi qiymat',
  new: 'Yangi qiymat',
  secretChanged: "O'zgartirildi (qiymati saqlanmaydi)",
  noChanges: "Maydonlar o'zgarmagan.",
  ipAddress: 'IP manzil',
  device: 'Qurilma',
  empty: 'Amallar topilmadi.',
  loadError: 'Amallar tarixini yuklashda xatolik.',
  // A change the gateway forwarded to the production backend: what became of it.
  outcomes: {
    answered: 'Asosiy server javobi: HTTP %{status}',
    no_answer: "Asosiy server javob bermadi: natija noma'lum, takrorlashdan oldin tekshiring",
    unknown:
      "Natijasi noma'lum: asosiy server javobi yozib olinmagan; takrorlashdan oldin tekshiring",
  } satisfies Record<AuditOutcome, string>,
  // A text for every action and resource the server writes (contract/audit.ts).
  actions: {
    create: "Qo'shildi",
    update: "O'zgartirildi",
    delete: "O'chirildi",
    bulk_delete: "Ommaviy o'chirildi",
    toggle: "Yoqildi/o'chirildi",
    award: 'Sovrin berildi',
    broadcast: 'Xabar yuborildi',
    rate_change: "Kurs o'zgartirildi",
    sign_in: 'Kirdi',
    sign_in_refused: 'Kirish rad etildi',
    sign_out: 'Chiqdi',
    forbidden: "Rad etildi: ruxsat yo'q",
  } satisfies Record<AuditAction, string>,
  resources: {
    cards: 'Kartalar',
    platforms: 'Platformalar',
    transactions: 'Tranzaksiyalar',
    'lottery-prizes': 'Lotereya sovrinlari',
    'lottery-balances': 'Lotereya balanslari',
    admins: 'Adminlar',
    'panel-accounts': 'Panel hisoblari',
    'exchange-rates': 'Valyuta kurslari',
    'oson-configs': 'Oson hisoblari',
    broadcasts: 'Ommaviy xabarlar',
    features: 'Funksiyalar',
    'saved-views': "Saqlangan ko'rinishlar",
    'login-history': 'Kirishlar tarixi',
    dashboard: 'Boshqaruv Paneli',
    'login-devices': 'Kirishlar tarixi ekrani',
    'audit-log': 'Amallar tarixi',
    'own-account': 'Mening hisobim',
    session: 'Seans',
    humo: 'Humo xizmati',
    'telegram-sessions': 'Telegram orqali kirishlar',
    devices: 'Qurilmalar va ikkinchi bosqich',
    'role-settings': 'Rol sozlamalari',
  } satisfies Record<AuditResource, string>,
};

export const panelAccountsUz = {
  title: 'Panel hisoblari',
  addTitle: "Yangi hisob qo'shish",
  listTitle: "Hisoblar ro'yxati",
  username: 'Foydalanuvchi nomi',
  password: 'Parol',
  newPassword: 'Yangi parol',
  passwordHelp: 'Kamida 8 ta belgi.',
  add: "Qo'shish",
  save: 'Saqlash',
  createdAt: 'Yaratilgan',
  enabled: 'Kirish ruxsati',
  statusEnabled: 'Faol',
  statusDisabled: "O'chirilgan",
  changePassword: "Parolni o'zgartirish",
  passwordTitle: '%{username}: yangi parol',
  disable: "O'chirish",
  confirmDisableTitle: "Hisobni o'chirish",
  confirmDisable:
    "%{username} hisobi o'chirilsinmi? U bilan darhol kirib bo'lmaydi (ochiq oynalar ham chiqariladi).",
  usernameRequired: 'Iltimos, foydalanuvchi nomini kiriting.',
  usernameTaken: 'Bu nomdagi hisob allaqachon mavjud.',
  passwordRequired: 'Iltimos, parolni kiriting.',
  passwordTooShort: "Parol kamida 8 ta belgidan iborat bo'lishi kerak.",
  added: "Hisob qo'shildi.",
  addError: "Hisob qo'shishda xatolik.",
  passwordChanged: "Parol o'zgartirildi.",
  passwordError: "Parolni o'zgartirishda xatolik.",
  enabledMessage: 'Hisob yoqildi.',
  disabledMessage: "Hisob o'chirildi.",
  lastOwner: "Kamida bitta faol egasi (owner) qolishi kerak: bu o'zgarishni qilib bo'lmaydi.",
  role: 'Rol',
  roleLabel: '%{username}: rol',
  roleChanged: "Rol o'zgartirildi.",
  roleError: "Rolni o'zgartirishda xatolik.",
  toggleError: 'Holatni yangilashda xatolik.',
  empty: 'Hisoblar topilmadi.',
  loadError: "Hisoblar ro'yxatini yuklashda xatolik.",
  telegram: 'Telegram',
  telegramNone: "Telegram bog'lanmagan",
  telegramId: 'Telegram ID: %{telegramUserId}',
  telegramEdit: 'Telegram ID',
  telegramTitle: '%{username}: Telegram ID',
  telegramIdLabel: 'Telegram foydalanuvchi ID',
  telegramIdHelp:
    'Faqat raqamlar. Panel Telegram ichida ochilganda shu foydalanuvchi bu hisob bilan kiradi.',
  telegramIdRequired: 'Iltimos, Telegram ID kiriting.',
  telegramSave: "Bog'lash",
  telegramRemove: "Bog'lanishni olib tashlash",
  telegramSaved: "Telegram hisobi bog'landi.",
  telegramRemoved: "Telegram bog'lanishi olib tashlandi.",
  telegramTaken: "Bu Telegram foydalanuvchisi boshqa hisobga bog'langan.",
  telegramError: "Telegram bog'lanishini saqlashda xatolik.",
  linkThis: "Shu Telegram hisobini bog'lash",
  confirmLinkTitle: "Telegram hisobini bog'lash",
  confirmLink:
    "Panel ochilgan Telegram hisobi %{username} hisobiga bog'lansinmi? Keyin shu Telegram'dan parolsiz kiriladi.",
};

/** The roles of contract/roles.ts: each one's short name and what it may do. */
export const rolesUz = {
  owner: {
    name: 'Egasi',
    description:
      "Hammasi: hisoblar va rollarni boshqaradi, maxfiy ma'lumotlarni (platforma API kaliti) ko'radi.",
  },
  operator: {
    name: 'Operator',
    description:
      "Kundalik ish: tranzaksiyalar, kartalar, lotereya chiptalari, adminlar, xabarlar, kurslar; hisoblar, maxfiy ma'lumotlar va funksiya kalitlarisiz.",
  },
  viewer: {
    name: 'Kuzatuvchi',
    description: "Barcha bo'limlarni, amallar tarixini ham, ko'radi; hech narsani o'zgartirmaydi.",
  },
};

/** One's own account (the top bar): its role and its password. */
export const ownAccountUz = {
  title: 'Mening hisobim',
  open: 'Mening hisobim: %{username}',
  role: 'Rol',
  changePassword: "Parolni o'zgartirish",
  currentPassword: 'Joriy parol',
  newPassword: 'Yangi parol',
  wrongCurrent: "Joriy parol noto'g'ri.",
  currentRequired: 'Iltimos, joriy parolni kiriting.',
  saved: "Parol o'zgartirildi.",
  error: "Parolni o'zgartirishda xatolik.",
  save: 'Saqlash',
  loadError: "Hisob ma'lumotlarini yuklashda xatolik.",
  telegram: 'Telegram',
  telegramNone: "Telegram bog'lanmagan: panel Telegram ichida parolsiz ochilmaydi.",
  telegramLinked:
    "Telegram foydalanuvchisi %{telegramUserId} bog'langan: shu Telegram'dan panel parolsiz ochiladi (%{by}, %{at}).",
  telegramPending:
    "Telegram foydalanuvchisi %{telegramUserId} bog'langan, lekin hali tasdiqlanmagan: u Mini App'da bir marta shu hisob paroli bilan kirishi kerak (%{by}, %{at}).",
  telegramRemove: "Bog'lanishni olib tashlash",
  telegramRemoveTitle: "Telegram bog'lanishini olib tashlash",
  telegramRemoveConfirm:
    "Telegram foydalanuvchisi %{telegramUserId} bilan bog'lanish olib tashlansinmi? Undan panelga parolsiz kirib bo'lmaydi.",
  telegramRemoved: "Telegram bog'lanishi olib tashlandi.",
  telegramRemoveError: "Telegram bog'lanishini olib tashlashda xatolik.",
  passwordNeeded:
    "Parol, ikkinchi bosqich va hisoblarni Telegram orqali kirganda o'zgartirib bo'lmaydi: panelni brauzerda oching va parol bilan kiring.",
  openInBrowser: 'Brauzerda ochish',
};

/** Shown once after a sign-in, when someone else linked a Telegram user to the account. */
export const linkNoticeUz = {
  title: "Telegram hisobi bog'landi",
  text: "%{by} %{at} da hisobingizga Telegram foydalanuvchisi %{telegramUserId} ni bog'ladi. Shu Telegram'dan panelga parolsiz kiriladi. Agar bu siz bo'lmasangiz, egasiga xabar bering.",
  pendingText:
    "%{by} %{at} da hisobingizga Telegram foydalanuvchisi %{telegramUserId} ni bog'ladi. U Mini App'da bir marta shu hisob paroli bilan kirgach, panel undan parolsiz ochiladi. Agar bu sizning Telegram'ingiz bo'lmasa, bog'lanishni olib tashlang va egasiga xabar bering.",
  selfText:
    "%{at} da hisobingiz paroli bilan unga Telegram foydalanuvchisi %{telegramUserId} bog'landi. Shu Telegram'dan panelga parolsiz kiriladi. Agar buni siz qilmagan bo'lsangiz, bog'lanishni olib tashlang, parolni o'zgartiring va egasiga xabar bering.",
  remove: "Bog'lanishni olib tashlash",
  ok: 'Tushunarli',
};
