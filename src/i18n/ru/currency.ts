// currency page in Russian; keys match uz/currency.ts.
import type { MessagesShape } from '../types';
import type { currencyUz } from '../uz/currency';

export const currencyRu = {
  title: 'Курсы валют',
  currentTitle: 'Текущие курсы',
  uzsToRubLine: '1000 UZS = %{value} RUB',
  rubToUzsLine: '1 RUB = %{value} UZS',
  updatedAt: 'Последнее обновление: %{time}',
  loading: 'Загрузка курсов',
  empty: 'Курсы валют ещё не заданы. Пожалуйста, добавьте первый.',
  // For a role that may not set one (contract/roles.ts): no invitation to add it.
  emptyReadOnly: 'Курсы валют ещё не заданы.',
  loadError: 'Ошибка при загрузке курсов.',
  retry: 'Повторить',
  formTitle: 'Обновить курс',
  uzsToRub: 'RUB (за 1000 UZS)',
  rubToUzs: 'UZS (за 1 RUB)',
  decimalHelp: 'Дробную часть можно писать через точку или запятую.',
  save: 'Сохранить',
  required: 'Пожалуйста, заполните оба поля.',
  invalid: 'Пожалуйста, введите положительное число (например, 0,85 или 117.5).',
  updateError: 'Ошибка при обновлении курса. Проверьте введённые данные.',
  updated: 'Курс успешно обновлён!',
} satisfies MessagesShape<typeof currencyUz>;
