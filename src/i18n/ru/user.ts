// A bot user's page in Russian; keys match uz/user.ts.
import type { MessagesShape } from '../types';
import type { userUz } from '../uz/user';

export const userRu = {
  title: 'Пользователь %{chatId}',
  linkLabel: '%{name}: страница пользователя',
  pageLink: 'Страница пользователя',
  summary: {
    title: 'Сводка',
    chatId: 'Chat ID',
    names: 'Имена',
    noNames: 'Бот не записал имени',
    firstAt: 'Первая транзакция',
    lastAt: 'Последняя транзакция',
    loading: 'Данные загружаются',
    notFound: 'Транзакций с этим Chat ID не найдено.',
    loadError: 'Не удалось загрузить данные пользователя.',
    needsServer:
      'Имена, итоговые суммы, платформы и карты показываются только через наш сервер. Ниже — транзакции пользователя и его баланс лотереи.',
  },
  totals: {
    title: 'Итоги',
    byType: 'По типам',
    byStatus: 'По статусам',
    type: 'Тип',
    status: 'Статус',
    count: 'Количество',
    amount: 'Сумма (сум)',
  },
  used: {
    title: 'Платформы и карты',
    platforms: 'Платформы',
    cards: 'Карты',
    none: 'Нет данных',
    count: 'Транзакций: %{count}',
    last: 'последняя %{date}',
  },
  lottery: {
    title: 'Баланс лотереи',
    none: 'У этого пользователя нет баланса лотереи.',
  },
  transactions: {
    title: 'Транзакции',
    loadedOnly:
      'Этот сервер присылает только %{count} самых новых транзакций: показаны транзакции пользователя только среди них.',
  },
} satisfies MessagesShape<typeof userUz>;
