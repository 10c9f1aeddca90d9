// A save the gateway did over fields that moved meanwhile (src/providers/movedMeanwhile.ts): said
// instead of the plain success, with the fields by name. Uzbek, the default; ru and en match it.
// `fields` names each field the gateway's whole-record writes can list (a card's, an Oson
// config's, a platform's); one it does not name is shown as the gateway names it.
export const movedMeanwhileUz = {
  notice: "Saqlandi. Shu orada yozuv boshqa joyda o'zgartirildi: %{fields}. Yozuvni tekshiring.",
  // In 'Amallar tarixi', beside a field another change moved while a write was under way.
  auditNote: "shu orada boshqa joyda o'zgargan",
  fields: {
    cardNumber: 'karta raqami',
    ownerName: 'egasi',
    balance: 'balans',
    lastUsed: 'oxirgi foydalanish',
    osonConfig: 'Oson hisobi',
    paymentSystem: "to'lov tizimi",
    deviceName: 'qurilma nomi',
    phone: 'telefon',
    deviceId: 'qurilma ID',
    apiUrl: 'API manzili',
    apiKey: 'API kaliti',
    password: 'parol',
    primaryConfig: 'asosiy hisob',
    name: 'nomi',
    currency: 'valyuta',
    login: 'login',
    workplaceId: 'ish joyi ID',
    secret: 'maxfiy kalit',
    type: 'turi',
  },
};
