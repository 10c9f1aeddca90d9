// A save done over fields that moved meanwhile, in Russian; keys match uz/movedMeanwhile.ts.
import type { MessagesShape } from '../types';
import type { movedMeanwhileUz } from '../uz/movedMeanwhile';

export const movedMeanwhileRu = {
  notice: 'Сохранено. Тем временем запись изменили в другом месте: %{fields}. Проверьте её.',
  // In 'Amallar tarixi', beside a field another change moved while a write was under way.
  auditNote: 'тем временем изменено в другом месте',
  fields: {
    cardNumber: 'номер карты',
    ownerName: 'владелец',
    balance: 'баланс',
    lastUsed: 'последнее использование',
    osonConfig: 'аккаунт Oson',
    paymentSystem: 'платёжная система',
    deviceName: 'имя устройства',
    phone: 'телефон',
    deviceId: 'ID устройства',
    apiUrl: 'адрес API',
    apiKey: 'ключ API',
    password: 'пароль',
    primaryConfig: 'основной аккаунт',
    name: 'название',
    currency: 'валюта',
    login: 'логин',
    workplaceId: 'ID рабочего места',
    secret: 'секрет',
    type: 'тип',
  },
} satisfies MessagesShape<typeof movedMeanwhileUz>;
