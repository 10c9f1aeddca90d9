// Our server's extras in the security group: the audit log and the panel accounts (Russian).
import type { AuditAction, AuditResource, AuditOutcome } from '../../../contract/audit';

export const auditLogRu = {
  title: 'История действий',
  account: 'Аккаунт',
  resource: 'Раздел',
  action: 'Действие',
  date: 'Дата',
  dateRange: 'Период',
  all: 'Все',
  apply: 'Применить',
  clear: 'Сбросить',
  changes: 'Изменения (%{smart_count})',
  changesCaption: 'Изменённые поля',
  field: 'Поле',
  old: 'Было',
  new: 'Стало',
  secretChanged: 'Изменено (значение не хранится)',
  noChanges: 'Поля не изменялись.',
  ipAddress: 'IP-адрес',
  device: 'Устройство',
  empty: 'Действия не найдены.',
  loadError: 'Ошибка при загрузке истории действий.',
  outcomes: {
    answered: 'Ответ основного сервера: HTTP %{status}',
    no_answer: 'Основной сервер не ответил: результат неизвестен, проверьте, прежде чем повторять',
    unknown:
      'Результат неизвестен: ответ основного сервера не записан; проверьте, прежде чем повторять',
  } satisfies Record<AuditOutcome, string>,
  // A text for every action and resource the server writes (contract/audit.ts).
  actions: {
    create: 'Создание',
    update: 'Изменение',
    delete: 'Удаление',
    bulk_delete: 'Массовое удаление',
    toggle: 'Включение/выключение',
    award: 'Выдача приза',
    broadcast: 'Рассылка',
    rate_change: 'Изменение курса',
    sign_in: 'Вход',
    sign_in_refused: 'Вход отклонён',
    sign_out: 'Выход',
    forbidden: 'Отказано: нет прав',
  } satisfies Record<AuditAction, string>,
  resources: {
    cards: 'Карты',
    platforms: 'Платформы',
    transactions: 'Транзакции',
    'lottery-prizes': 'Призы лотереи',
    'lottery-balances': 'Балансы лотереи',
    admins: 'Админы',
    'panel-accounts': 'Аккаунты панели',
    'exchange-rates': 'Курсы валют',
    'oson-configs': 'Аккаунты Oson',
    broadcasts: 'Рассылки',
    features: 'Функции',
    'saved-views': 'Сохранённые виды',
    'login-history': 'История входов',
    dashboard: 'Панель управления',
    'login-devices': 'Экран истории входов',
    'audit-log': 'История действий',
    'own-account': 'Мой аккаунт',
    session: 'Сеанс',
    humo: 'Сервис Humo',
    'telegram-sessions': 'Входы через Telegram',
    devices: 'Устройства и второй шаг',
    'role-settings': 'Настройки ролей',
  } satisfies Record<AuditResource, string>,
};

export const panelAccountsRu = {
  title: 'Аккаунты панели',
  addTitle: 'Добавить аккаунт',
  listTitle: 'Список аккаунтов',
  username: 'Имя пользователя',
  password: 'Пароль',
  newPassword: 'Новый пароль',
  passwordHelp: 'Не менее 8 символов.',
  add: 'Добавить',
  save: 'Сохранить',
  createdAt: 'Создан',
  enabled: 'Доступ к входу',
  statusEnabled: 'Активен',
  statusDisabled: 'Отключён',
  changePassword: 'Сменить пароль',
  passwordTitle: '%{username}: новый пароль',
  disable: 'Отключить',
  confirmDisableTitle: 'Отключение аккаунта',
  confirmDisable:
    'Отключить аккаунт %{username}? Войти с ним будет нельзя сразу же (открытые окна тоже выйдут).',
  usernameRequired: 'Пожалуйста, введите имя пользователя.',
  usernameTaken: 'Аккаунт с таким именем уже существует.',
  passwordRequired: 'Пожалуйста, введите пароль.',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов.',
  added: 'Аккаунт добавлен.',
  addError: 'Ошибка при добавлении аккаунта.',
  passwordChanged: 'Пароль изменён.',
  passwordError: 'Ошибка при смене пароля.',
  enabledMessage: 'Аккаунт включён.',
  disabledMessage: 'Аккаунт отключён.',
  lastOwner: 'Должен остаться хотя бы один активный владелец: это изменение невозможно.',
  role: 'Роль',
  roleLabel: '%{username}: роль',
  roleChanged: 'Роль изменена.',
  roleError: 'Ошибка при изменении роли.',
  toggleError: 'Ошибка при обновлении статуса.',
  empty: 'Аккаунты не найдены.',
  loadError: 'Ошибка при загрузке списка аккаунтов.',
  telegram: 'Telegram',
  telegramNone: 'Telegram не привязан',
  telegramId: 'Telegram ID: %{telegramUserId}',
  telegramEdit: 'Telegram ID',
  telegramTitle: '%{username}: Telegram ID',
  telegramIdLabel: 'ID пользователя Telegram',
  telegramIdHelp:
    'Только цифры. Открыв панель в Telegram, этот пользователь войдёт в этот аккаунт.',
  telegramIdRequired: 'Пожалуйста, введите Telegram ID.',
  telegramSave: 'Привязать',
  telegramRemove: 'Отвязать',
  telegramSaved: 'Аккаунт Telegram привязан.',
  telegramRemoved: 'Аккаунт Telegram отвязан.',
  telegramTaken: 'Этот пользователь Telegram уже привязан к другому аккаунту.',
  telegramError: 'Ошибка при сохранении привязки Telegram.',
  linkThis: 'Привязать этот аккаунт Telegram',
  confirmLinkTitle: 'Привязка аккаунта Telegram',
  confirmLink:
    'Привязать аккаунт Telegram, из которого открыта панель, к аккаунту %{username}? После этого из него можно входить без пароля.',
};

/** The roles of contract/roles.ts: each one's short name and what it may do. */
export const rolesRu = {
  owner: {
    name: 'Владелец',
    description: 'Всё: управляет аккаунтами и ролями, видит секреты (API-ключ платформы).',
  },
  operator: {
    name: 'Оператор',
    description:
      'Ежедневная работа: транзакции, карты, лотерейные билеты, админы, рассылки, курсы; без аккаунтов, секретов и переключателей функций.',
  },
  viewer: {
    name: 'Наблюдатель',
    description: 'Видит все разделы, включая историю действий; ничего не меняет.',
  },
};

/** One's own account (the top bar): its role and its password. */
export const ownAccountRu = {
  title: 'Мой аккаунт',
  open: 'Мой аккаунт: %{username}',
  role: 'Роль',
  changePassword: 'Сменить пароль',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  wrongCurrent: 'Текущий пароль неверен.',
  currentRequired: 'Пожалуйста, введите текущий пароль.',
  saved: 'Пароль изменён.',
  error: 'Ошибка при смене пароля.',
  save: 'Сохранить',
  loadError: 'Ошибка загрузки данных аккаунта.',
  telegram: 'Telegram',
  telegramNone: 'Telegram не привязан: внутри Telegram панель без пароля не открывается.',
  telegramLinked:
    'Привязан пользователь Telegram %{telegramUserId}: с этого Telegram панель открывается без пароля (%{by}, %{at}).',
  telegramPending:
    'Привязан пользователь Telegram %{telegramUserId}, но привязка ещё не подтверждена: он должен один раз войти в Mini App с паролем этого аккаунта (%{by}, %{at}).',
  telegramRemove: 'Отвязать',
  telegramRemoveTitle: 'Отвязать Telegram',
  telegramRemoveConfirm:
    'Отвязать пользователя Telegram %{telegramUserId}? С него больше нельзя будет войти в панель без пароля.',
  telegramRemoved: 'Telegram отвязан.',
  telegramRemoveError: 'Ошибка при отвязке Telegram.',
  passwordNeeded:
    'Пароль, второй шаг и аккаунты нельзя менять при входе через Telegram: откройте панель в браузере и войдите с паролем.',
  openInBrowser: 'Открыть в браузере',
};

/** Shown once after a sign-in, when someone else linked a Telegram user to the account. */
export const linkNoticeRu = {
  title: 'Аккаунт Telegram привязан',
  text: '%{by} %{at} привязал(а) к вашему аккаунту пользователя Telegram %{telegramUserId}. С этого Telegram в панель входят без пароля. Если это были не вы, сообщите владельцу.',
  pendingText:
    '%{by} %{at} привязал(а) к вашему аккаунту пользователя Telegram %{telegramUserId}. Когда он один раз войдёт в Mini App с паролем этого аккаунта, панель будет открываться с него без пароля. Если это не ваш Telegram, отвяжите его и сообщите владельцу.',
  selfText:
    '%{at} с паролем вашего аккаунта к нему привязан пользователь Telegram %{telegramUserId}. С этого Telegram в панель входят без пароля. Если это были не вы, отвяжите его, смените пароль и сообщите владельцу.',
  remove: 'Отвязать',
  ok: 'Понятно',
};
