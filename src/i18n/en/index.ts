// English: the same keys as the Uzbek catalogue (types.ts; and tests/i18n).
import type { Catalogue, MessagesShape } from '../types';
import { raEn } from './ra';
import { dashboardEn } from './dashboard';
import { moneyEn } from './money';
import { signInEn } from './signIn';
import { transactionsEn } from './transactions';
import { transactionStatusesEn } from './transactionStatuses';
import { lotteryEn } from './lottery';
import { userEn } from './user';
import { currencyEn } from './currency';
import { broadcastEn } from './broadcast';
import { humoEn } from './humo';
import { movedMeanwhileEn } from './movedMeanwhile';
import { uiEn } from './ui';
import { cardsEn } from './cards';
import { platformsEn } from './platforms';
import { osonConfigsEn } from './osonConfigs';
import { auditLogEn, linkNoticeEn, ownAccountEn, panelAccountsEn, rolesEn } from './security';
import { devicesEn, secondStepEn } from './secondStep';

const en = {
  ra: raEn as MessagesShape<Catalogue>['ra'],
  resources: {
    admins: { name: 'Admin |||| Admins' },
    'login-devices': { name: 'Login history |||| Login history' },
    cards: { name: 'Card |||| Cards' },
    transactions: { name: 'Transaction |||| Transactions' },
    platforms: { name: 'Platform |||| Platforms' },
    'oson-configs': { name: 'Oson account |||| Oson accounts' },
  },
  app: {
    name: 'Admin Panel',
    money: moneyEn,
    ...signInEn,
    update: {
      available: 'A new version of the panel is ready.',
      reload: 'Reload',
      later: 'Later',
    },
    serverTimeout: 'The server did not answer in time. Please try again in a moment.',
    resultUnknown:
      'The result is unknown: no answer came. The action may have been done, so check before repeating it.',
    // Our server's 403: the account's role may not do it (the HTTP client gives it this key).
    passwordNeeded:
      'Open the panel in a browser and sign in with the password to do this: a sign-in by Telegram is not enough.',
    forbidden: 'Your role does not allow this action.',
    theme: { toggle: 'Toggle theme' },
    menu: {
      dashboard: 'Dashboard',
      management: 'Management',
      security: 'Security',
      settings: 'Settings',
      cards: 'Cards',
      platforms: 'Platforms',
      transactions: 'Transactions',
      lottery: 'Lottery',
      admins: 'Admins',
      loginHistory: 'Login history',
      currency: 'Currency rates',
      osonConfigs: 'Oson accounts',
      broadcast: 'Broadcast',
      humo: 'Humo service',
      logout: 'Log out',
      navigation: 'Main menu',
      auditLog: 'Activity log',
      panelAccounts: 'Panel accounts',
      devices: 'Devices',
      pendingCount: 'Waiting for an admin: %{smart_count}',
    },
    cards: cardsEn,
    platforms: platformsEn,
    osonConfigs: osonConfigsEn,
    dashboard: dashboardEn,
    transactions: { ...transactionsEn, statuses: transactionStatusesEn },
    auditLog: auditLogEn,
    panelAccounts: panelAccountsEn,
    roles: rolesEn,
    ownAccount: ownAccountEn,
    secondStep: secondStepEn,
    devices: devicesEn,
    linkNotice: linkNoticeEn,
    lottery: lotteryEn,
    user: userEn,
    currency: currencyEn,
    broadcast: broadcastEn,
    humo: humoEn,
    movedMeanwhile: movedMeanwhileEn,
    ui: uiEn,
    admins: {
      title: 'Admins',
      addTitle: 'Add an admin',
      chatId: 'Telegram Chat ID',
      chatIdHelp: 'Digits only (a group chat may start with a minus).',
      add: 'Add',
      listTitle: 'Admin list',
      notifications: 'Notifications',
      notificationsOn: 'Notifications on',
      notificationsOff: 'Notifications off',
      delete: 'Delete',
      empty: 'No admins have been added yet.',
      chatIdRequired: 'Please enter a Chat ID.',
      chatIdNumeric: 'The Chat ID must contain digits only.',
      loadError: 'Failed to load the admin list.',
      addError: 'Failed to add the admin. They may already exist.',
      toggleError: 'Failed to update the status.',
      deleteError: 'Failed to delete the admin.',
      added: 'Admin added successfully!',
      deleted: 'Admin deleted.',
      enabledMessage: 'Notifications enabled.',
      disabledMessage: 'Notifications disabled.',
      confirmDeleteTitle: 'Delete admin',
      confirmDelete: 'Delete the admin with Chat ID %{chatId}?',
    },
    loginHistory: {
      title: 'Login History',
      unknownCity: 'Unknown city',
      unknownCountry: 'Unknown country',
      unknownIp: 'Unknown IP',
      unknownDevice: 'Unknown device',
      ipAddress: 'IP address',
      username: 'User',
      details: 'Details',
      userAgent: 'Browser details',
      empty: 'No sign-ins recorded yet.',
      loadError: 'Failed to load the login history.',
    },
  },
} satisfies MessagesShape<Catalogue>;

export default en;
