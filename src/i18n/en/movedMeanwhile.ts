// A save done over fields that moved meanwhile, in English; keys match uz/movedMeanwhile.ts.
import type { MessagesShape } from '../types';
import type { movedMeanwhileUz } from '../uz/movedMeanwhile';

export const movedMeanwhileEn = {
  notice: 'Saved. Meanwhile the record was changed elsewhere: %{fields}. Check it.',
  // In 'Amallar tarixi', beside a field another change moved while a write was under way.
  auditNote: 'changed elsewhere meanwhile',
  fields: {
    cardNumber: 'card number',
    ownerName: 'owner',
    balance: 'balance',
    lastUsed: 'last use',
    osonConfig: 'Oson account',
    paymentSystem: 'payment system',
    deviceName: 'device name',
    phone: 'phone',
    deviceId: 'device ID',
    apiUrl: 'API URL',
    apiKey: 'API key',
    password: 'password',
    primaryConfig: 'primary account',
    name: 'name',
    currency: 'currency',
    login: 'login',
    workplaceId: 'workplace ID',
    secret: 'secret',
    type: 'type',
  },
} satisfies MessagesShape<typeof movedMeanwhileUz>;
