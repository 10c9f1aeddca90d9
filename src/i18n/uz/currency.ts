// currency page: Uzbek, the default; ru and en match its keys.
export const currencyUz = {
  title: 'Valyuta kurslari',
  currentTitle: 'Joriy kurslar',
  uzsToRubLine: '1000 UZS = %{value} RUB',
  rubToUzsLine: '1 RUB = %{value} UZS',
  updatedAt: 'Oxirgi yangilanish: %{time}',
  loading: 'Kurslar yuklanmoqda',
  empty: "Hozircha birorta ham valyuta kursi o'rnatilmagan. Iltimos, birinchisini qo'shing.",
  // For a role that may not set one (contract/roles.ts): no invitation to add it.
  emptyReadOnly: "Hozircha birorta ham valyuta kursi o'rnatilmagan.",
  loadError: 'Kurslarni yuklashda xatolik yuz berdi.',
  retry: 'Qayta urinish',
  formTitle: 'Kursni yangilash',
  uzsToRub: 'RUB (1000 UZS uchun)',
  rubToUzs: 'UZS (1 RUB uchun)',
  decimalHelp: 'Kasr qismi nuqta yoki vergul bilan yozilishi mumkin.',
  save: 'Saqlash',
  required: "Iltimos, ikkala maydonni ham to'ldiring.",
  invalid: 'Iltimos, musbat son kiriting (masalan, 0,85 yoki 117.5).',
  updateError: "Kursni yangilashda xatolik yuz berdi. Kiritilgan ma'lumotlarni tekshiring.",
  updated: 'Kurs muvaffaqiyatli yangilandi!',
};
