// Russian: the same keys as the Uzbek catalogue (types.ts; and tests/i18n).
import type { Catalogue, MessagesShape } from '../types';
import { raRu } from './ra';
import { dashboardRu } from './dashboard';
import { moneyRu } from './money';
import { signInRu } from './signIn';
import { transactionsRu } from './transactions';
import { transactionStatusesRu } from './transactionStatuses';
import { lotteryRu } from './lottery';
import { userRu } from './user';
import { currencyRu } from './currency';
import { broadcastRu } from './broadcast';
import { humoRu } from './humo';
import { movedMeanwhileRu } from './movedMeanwhile';
import { uiRu } from './ui';
import { cardsRu } from './cards';
import { osonConfigsRu } from './osonConfigs';
import { platformsRu } from './platforms';
import { auditLogRu, linkNoticeRu, ownAccountRu, panelAccountsRu, rolesRu } from './security';
import { devicesRu, secondStepRu } from './secondStep';

const ru = {
  ...raRu,
  resources: {
    admins: { name: 'Админ |||| Админы |||| Админов' },
    'login-devices': { name: 'История входов |||| История входов |||| История входов' },
    cards: { name: 'Карта |||| Карты |||| Карт' },
    transactions: { name: 'Транзакция |||| Транзакции |||| Транзакций' },
    platforms: { name: 'Платформа |||| Платформы |||| Платформ' },
    'oson-configs': { name: 'Аккаунт Oson |||| Аккаунты Oson |||| Аккаунтов Oson' },
  },
  app: {
    cards: cardsRu,
    platforms: platformsRu,
    osonConfigs: osonConfigsRu,
    name: 'Админ-панель',
    money: moneyRu,
    ...signInRu,
    update: {
      available: 'Готова новая версия панели.',
      reload: 'Обновить',
      later: 'Позже',
    },
    serverTimeout: 'Сервер не ответил вовремя. Повторите попытку чуть позже.',
    resultUnknown:
      'Результат неизвестен: ответа не было. Действие могло быть выполнено, поэтому проверьте, прежде чем повторять.',
    // Our server's 403: the account's role may not do it (the HTTP client gives it this key).
    passwordNeeded:
      'Для этого действия откройте панель в браузере и войдите с паролем: входа через Telegram недостаточно.',
    forbidden: 'Ваша роль не позволяет это действие.',
    theme: { toggle: 'Сменить тему' },
    menu: {
      dashboard: 'Панель управления',
      management: 'Управление',
      security: 'Безопасность',
      settings: 'Настройки',
      cards: 'Карты',
      platforms: 'Платформы',
      transactions: 'Транзакции',
      lottery: 'Лотерея',
      admins: 'Админы',
      loginHistory: 'История входов',
      currency: 'Курсы валют',
      osonConfigs: 'Аккаунты Oson',
      broadcast: 'Рассылка',
      humo: 'Сервис Humo',
      logout: 'Выйти',
      navigation: 'Главное меню',
      auditLog: 'История действий',
      panelAccounts: 'Аккаунты панели',
      devices: 'Устройства',
      pendingCount: 'Ждут админа: %{smart_count}',
    },
    dashboard: dashboardRu,
    transactions: { ...transactionsRu, statuses: transactionStatusesRu },
    auditLog: auditLogRu,
    panelAccounts: panelAccountsRu,
    roles: rolesRu,
    ownAccount: ownAccountRu,
    secondStep: secondStepRu,
    devices: devicesRu,
    linkNotice: linkNoticeRu,
    lottery: lotteryRu,
    user: userRu,
    currency: currencyRu,
    broadcast: broadcastRu,
    humo: humoRu,
    movedMeanwhile: movedMeanwhileRu,
    ui: uiRu,
    admins: {
      title: 'Админы',
      addTitle: 'Добавить админа',
      chatId: 'Telegram Chat ID',
      chatIdHelp: 'Только цифры (у групп впереди может стоять минус).',
      add: 'Добавить',
      listTitle: 'Список админов',
      notifications: 'Уведомления',
      notificationsOn: 'Уведомления включены',
      notificationsOff: 'Уведомления выключены',
      delete: 'Удалить',
      empty: 'Админы пока не добавлены.',
      chatIdRequired: 'Пожалуйста, введите Chat ID.',
      chatIdNumeric: 'Chat ID должен состоять только из цифр.',
      loadError: 'Ошибка при загрузке списка админов.',
      addError: 'Ошибка при добавлении админа. Возможно, он уже существует.',
      toggleError: 'Ошибка при обновлении статуса.',
      deleteError: 'Ошибка при удалении админа.',
      added: 'Админ успешно добавлен!',
      deleted: 'Админ удалён.',
      enabledMessage: 'Уведомления включены.',
      disabledMessage: 'Уведомления выключены.',
      confirmDeleteTitle: 'Удаление админа',
      confirmDelete: 'Удалить админа с Chat ID %{chatId}?',
    },
    loginHistory: {
      title: 'История входов',
      unknownCity: 'Неизвестный город',
      unknownCountry: 'Неизвестная страна',
      unknownIp: 'Неизвестный IP',
      unknownDevice: 'Неизвестное устройство',
      ipAddress: 'IP-адрес',
      username: 'Пользователь',
      details: 'Подробнее',
      userAgent: 'Данные браузера',
      empty: 'Записей о входах пока нет.',
      loadError: 'Ошибка при загрузке истории входов.',
    },
  },
} satisfies MessagesShape<Catalogue>;

export default ru;
