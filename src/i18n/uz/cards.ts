// The original product words this screen in English in its Uzbek panel too (SPEC gives its
// strings in English), so the Uzbek catalogue holds the English texts; what the spec does not
// word (a refused save's reason) is said in Uzbek.
import { cardsEn } from '../en/cards';

// Typed by the English keys: a misspelt key fails the type check.
const inUzbek: Partial<typeof cardsEn> = {
  balanceMoved:
    "Forma ochiq turganda balans o'zgardi (to'lovlar o'tdi). Hech narsa saqlanmadi: formani yopib, qayta oching va yangi balansni tekshiring.",
  paymentSystemFixed:
    "Bu server kartaning to'lov tizimini o'zgartira olmaydi: kartani o'chirib, qaytadan qo'shing.",
};

export const cardsUz = { ...cardsEn, ...inUzbek };
