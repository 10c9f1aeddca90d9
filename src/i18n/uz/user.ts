// A bot user's page (/users/{chatId}): Uzbek, the default; ru and en match its keys.
export const userUz = {
  title: 'Foydalanuvchi %{chatId}',
  linkLabel: '%{name}: foydalanuvchi sahifasi',
  pageLink: 'Foydalanuvchi sahifasi',
  summary: {
    title: "Umumiy ma'lumot",
    chatId: 'Chat ID',
    names: 'Ismlar',
    noNames: 'Bot ism yozib olmagan',
    firstAt: 'Birinchi tranzaksiya',
    lastAt: 'Oxirgi tranzaksiya',
    loading: "Ma'lumotlar yuklanmoqda",
    notFound: "Bu Chat ID bo'yicha tranzaksiyalar topilmadi.",
    loadError: "Foydalanuvchi ma'lumotlarini yuklashda xatolik.",
    needsServer:
      "Ismlar, jami summalar, platformalar va kartalar faqat bizning serverimiz orqali ko'rsatiladi. Quyida foydalanuvchining tranzaksiyalari va lotereya balansi.",
  },
  totals: {
    title: 'Jami',
    byType: "Turlar bo'yicha",
    byStatus: "Holatlar bo'yicha",
    type: 'Turi',
    status: 'Holat',
    count: 'Soni',
    amount: "Summa (so'm)",
  },
  used: {
    title: 'Platformalar va kartalar',
    platforms: 'Platformalar',
    cards: 'Kartalar',
    none: "Ma'lumot yo'q",
    count: '%{count} ta tranzaksiya',
    last: 'oxirgisi %{date}',
  },
  lottery: {
    title: 'Lotereya balansi',
    none: "Bu foydalanuvchining lotereya balansi yo'q.",
  },
  transactions: {
    title: 'Tranzaksiyalar',
    loadedOnly:
      "Bu server faqat eng yangi %{count} ta tranzaksiyani yuboradi: bu foydalanuvchining faqat shular orasidagi tranzaksiyalari ko'rsatilgan.",
  },
};
