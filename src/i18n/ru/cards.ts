// 'All Admin Cards' in Russian; keys match en/cards.ts.
import type { MessagesShape } from '../types';
import type { cardsEn } from '../en/cards';

export const cardsRu = {
  title: 'Все карты админа',
  add: 'Добавить карту',
  createTitle: 'Новая карта',
  editTitle: 'Изменить карту',
  cardNumber: 'Номер карты',
  cardNumberHelp: '16 цифр; пробелы не учитываются.',
  ownerName: 'Владелец',
  balance: 'Баланс',
  paymentSystem: 'Платёжная система',
  osonAccount: 'Аккаунт Oson',
  primaryAccount: 'Основной аккаунт',
  /** After the primary Oson account's name in the form's list, as the Oson screen marks it. */
  primaryMark: 'ОСНОВНОЙ',
  account: 'Аккаунт',
  noOwner: 'Н/Д',
  save: 'Сохранить',
  cancel: 'Отмена',
  edit: 'Изменить',
  delete: 'Удалить',
  empty: 'Карты ещё не добавлены.',
  loadError: 'Не удалось загрузить данные. Проверьте подключение и попробуйте снова.',
  saveError: 'Не удалось сохранить карту. Проверьте данные и попробуйте снова.',
  deleteError: 'При удалении произошла неизвестная ошибка.',
  confirmDeleteTitle: 'Удаление карты',
  confirmDelete: 'Вы уверены, что хотите удалить эту карту?',
  selectAccount: 'Выберите аккаунт Oson для новой карты.',
  accountRequired: 'Выберите аккаунт Oson.',
  accountsLoadError:
    'Не удалось загрузить аккаунты Oson. Новой карте нужен аккаунт, поэтому сохранить её сейчас нельзя.',
  accountsLoadErrorEdit: 'Не удалось загрузить аккаунты Oson. У карты остаётся её текущий аккаунт.',
  accountsLoading: 'Загрузка аккаунтов Oson…',
  retry: 'Повторить',
  cardNumberRequired: 'Укажите номер карты.',
  cardNumberLength: 'Номер карты должен состоять ровно из 16 цифр.',
  balanceInvalid: 'Баланс должен быть целым числом не меньше 0.',
  balanceMoved:
    'Баланс изменился, пока форма была открыта (прошли платежи). Ничего не сохранено: закройте форму, откройте её снова и проверьте новый баланс.',
  paymentSystemFixed:
    'Этот сервер не может изменить платёжную систему карты: удалите карту и добавьте её заново.',
  saved: 'Карта сохранена.',
  deleted: 'Карта удалена.',
} satisfies MessagesShape<typeof cardsEn>;
