// The sign-in page's texts: the small /login entry loads only this part of a catalogue.
// Russian; keys match uz/signIn.ts.
import type { MessagesShape } from '../types';
import type { signInUz } from '../uz/signIn';

export const signInRu = {
  locale: { uz: "O'zbekcha", ru: 'Русский', en: 'English', label: 'Язык' },
  login: {
    title: 'Вход в админ-панель',
    username: 'Имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    submitting: 'Проверка...',
    required: 'Это поле обязательно.',
    error: 'Неверное имя пользователя или пароль. Попробуйте ещё раз.',
    tooManyAttempts: 'Слишком много неудачных попыток. Повторите попытку позже.',
    unavailable: 'Не удалось связаться с сервером. Проверьте подключение к интернету.',
    reload: 'Перезагрузить',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
  },
  telegram: {
    title: 'Вход через Telegram',
    signingIn: 'Вход через Telegram...',
    unlinked:
      'Этот аккаунт Telegram не привязан ни к одному аккаунту панели. Сообщите администратору свой Telegram ID: %{telegramUserId}.',
    disabled: 'Аккаунт панели, к которому привязан этот аккаунт Telegram, отключён.',
    stale: 'Данные входа устарели. Откройте панель из Telegram заново.',
    refused: 'Не удалось войти через Telegram. Откройте панель из Telegram заново.',
    signedOut: 'Вы вышли из панели. Чтобы войти снова, откройте её из Telegram заново.',
    outdated:
      'Ваше приложение Telegram устарело: панель работает, но кнопки и тема Telegram недоступны. Обновите Telegram.',
    linkPending:
      'Этот аккаунт Telegram (ID %{telegramUserId}) привязан к аккаунту панели, но привязка ещё не подтверждена. Чтобы подтвердить её, один раз введите пароль этого аккаунта панели.',
    confirm: 'Подтвердить',
    wrongPassword: 'Неверный пароль. Попробуйте ещё раз.',
    close: 'Закрыть',
  },
} satisfies MessagesShape<typeof signInUz>;
