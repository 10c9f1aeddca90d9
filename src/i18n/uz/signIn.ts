// The sign-in page's texts: the small /login entry loads only this part of a catalogue.
// Uzbek (default); ru and en match its keys.

export const signInUz = {
  locale: { uz: "O'zbekcha", ru: 'Русский', en: 'English', label: 'Til' },
  login: {
    title: 'Admin Panelga Kirish',
    username: 'Foydalanuvchi nomi',
    password: 'Parol',
    submit: 'Kirish',
    submitting: 'Tekshirilmoqda...',
    required: "Bu maydon to'ldirilishi shart.",
    error: 'Foydalanuvchi nomi yoki parol xato. Qaytadan urining.',
    tooManyAttempts: "Juda ko'p muvaffaqiyatsiz urinish. Birozdan so'ng qayta urining.",
    unavailable: "Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring.",
    reload: 'Qayta yuklash',
    showPassword: "Parolni ko'rsatish",
    hidePassword: 'Parolni yashirish',
  },
  telegram: {
    title: 'Telegram orqali kirish',
    signingIn: 'Telegram orqali kirilmoqda...',
    unlinked:
      "Bu Telegram hisobi hech bir panel hisobiga bog'lanmagan. Administratorga Telegram ID raqamingizni bering: %{telegramUserId}.",
    disabled: "Bu Telegram hisobi bog'langan panel hisobi o'chirilgan.",
    stale: "Kirish ma'lumotlari eskirgan. Panelni Telegram'dan qayta oching.",
    refused: "Telegram orqali kirib bo'lmadi. Panelni Telegram'dan qayta oching.",
    signedOut: "Siz paneldan chiqdingiz. Qayta kirish uchun uni Telegram'dan qayta oching.",
    outdated:
      "Telegram ilovangiz eskirgan: panel ishlaydi, lekin Telegram'ning tugmalari va mavzusi ishlamaydi. Telegram'ni yangilang.",
    linkPending:
      "Bu Telegram hisobi (ID %{telegramUserId}) panel hisobiga bog'langan, lekin hali tasdiqlanmagan. Tasdiqlash uchun shu panel hisobining parolini bir marta kiriting.",
    confirm: 'Tasdiqlash',
    wrongPassword: "Parol noto'g'ri. Qaytadan urining.",
    close: 'Yopish',
  },
};
