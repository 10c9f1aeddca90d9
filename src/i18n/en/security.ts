// Our server's extras in the security group: the audit log and the panel accounts (English).
import type { AuditAction, AuditResource, AuditOutcome } from '../../../contract/audit';

export const auditLogEn = {
  title: 'Activity log',
  account: 'Account',
  resource: 'Section',
  action: 'Action',
  date: 'Date',
  dateRange: 'Date range',
  all: 'All',
  apply: 'Apply',
  clear: 'Clear',
  changes: 'Changes (%{smart_count})',
  changesCaption: 'Changed fields',
  field: 'Field',
  old: 'Before',
  new: 'After',
  secretChanged: 'Changed (the value is not kept)',
  noChanges: 'No field changed.',
  ipAddress: 'IP address',
  device: 'Device',
  empty: 'No actions found.',
  loadError: 'Error loading the activity log.',
  outcomes: {
    answered: 'Production backend answered: HTTP %{status}',
    no_answer:
      'The production backend did not answer: the result is unknown, check before repeating',
    unknown:
      "Outcome unknown: the production backend's answer was never recorded; check before repeating",
  } satisfies Record<AuditOutcome, string>,
  // A text for every action and resource the server writes (contract/audit.ts).
  actions: {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
    bulk_delete: 'Bulk deleted',
    toggle: 'Switched on/off',
    award: 'Prize awarded',
    broadcast: 'Broadcast sent',
    rate_change: 'Rate changed',
    sign_in: 'Signed in',
    sign_in_refused: 'Sign-in refused',
    sign_out: 'Signed out',
    forbidden: 'Refused: not allowed',
  } satisfies Record<AuditAction, string>,
  resources: {
    cards: 'Cards',
    platforms: 'Platforms',
    transactions: 'Transactions',
    'lottery-prizes': 'Lottery prizes',
    'lottery-balances': 'Lottery balances',
    admins: 'Admins',
    'panel-accounts': 'Panel accounts',
    'exchange-rates': 'Exchange rates',
    'oson-configs': 'Oson accounts',
    broadcasts: 'Broadcasts',
    features: 'Features',
    'saved-views': 'Saved views',
    'login-history': 'Login history',
    dashboard: 'Dashboard',
    'login-devices': 'Login history screen',
    'audit-log': 'Activity log',
    'own-account': 'My account',
    session: 'Session',
    humo: 'Humo service',
    'telegram-sessions': 'Sign-ins with Telegram',
    devices: 'Devices and second step',
    'role-settings': 'Role settings',
  } satisfies Record<AuditResource, string>,
};

export const panelAccountsEn = {
  title: 'Panel accounts',
  addTitle: 'Add an account',
  listTitle: 'Accounts',
  username: 'Username',
  password: 'Password',
  newPassword: 'New password',
  passwordHelp: 'At least 8 characters.',
  add: 'Add',
  save: 'Save',
  createdAt: 'Created',
  enabled: 'May sign in',
  statusEnabled: 'Enabled',
  statusDisabled: 'Disabled',
  changePassword: 'Change password',
  passwordTitle: '%{username}: new password',
  disable: 'Disable',
  confirmDisableTitle: 'Disable the account',
  confirmDisable:
    'Disable the account %{username}? It cannot sign in from this moment (open windows are signed out too).',
  usernameRequired: 'Please enter a username.',
  usernameTaken: 'An account with this name already exists.',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  added: 'Account added.',
  addError: 'Error adding the account.',
  passwordChanged: 'Password changed.',
  passwordError: 'Error changing the password.',
  enabledMessage: 'Account enabled.',
  disabledMessage: 'Account disabled.',
  lastOwner: 'At least one enabled owner must remain: this change cannot be made.',
  role: 'Role',
  roleLabel: '%{username}: role',
  roleChanged: 'Role changed.',
  roleError: 'Could not change the role.',
  toggleError: 'Error updating the status.',
  empty: 'No accounts found.',
  loadError: 'Error loading the accounts.',
  telegram: 'Telegram',
  telegramNone: 'No Telegram linked',
  telegramId: 'Telegram ID: %{telegramUserId}',
  telegramEdit: 'Telegram ID',
  telegramTitle: '%{username}: Telegram ID',
  telegramIdLabel: 'Telegram user ID',
  telegramIdHelp: 'Digits only. Opening the panel in Telegram, this user signs in as this account.',
  telegramIdRequired: 'Please enter a Telegram ID.',
  telegramSave: 'Link',
  telegramRemove: 'Unlink',
  telegramSaved: 'Telegram account linked.',
  telegramRemoved: 'Telegram account unlinked.',
  telegramTaken: 'This Telegram user is linked to another account.',
  telegramError: 'Saving the Telegram link failed.',
  linkThis: 'Link this Telegram account',
  confirmLinkTitle: 'Link a Telegram account',
  confirmLink:
    'Link the Telegram account the panel was opened from to %{username}? It then signs in without a password.',
};

/** The roles of contract/roles.ts: each one's short name and what it may do. */
export const rolesEn = {
  owner: {
    name: 'Owner',
    description: "Everything: manages accounts and roles, sees secrets (a platform's API key).",
  },
  operator: {
    name: 'Operator',
    description:
      'The daily work: transactions, cards, lottery tickets, admins, broadcasts, rates; no accounts, no secrets, no feature switches.',
  },
  viewer: {
    name: 'Viewer',
    description: 'Reads every screen, the audit log included; changes nothing.',
  },
};

/** One's own account (the top bar): its role and its password. */
export const ownAccountEn = {
  title: 'My account',
  open: 'My account: %{username}',
  role: 'Role',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  wrongCurrent: 'The current password is wrong.',
  currentRequired: 'Please enter the current password.',
  saved: 'Password changed.',
  error: 'Could not change the password.',
  save: 'Save',
  loadError: 'Could not load the account.',
  telegram: 'Telegram',
  telegramNone:
    'No Telegram user is linked: inside Telegram the panel does not open without a password.',
  telegramLinked:
    'Telegram user %{telegramUserId} is linked: from that Telegram the panel opens without a password (%{by}, %{at}).',
  telegramPending:
    "Telegram user %{telegramUserId} is linked but not confirmed yet: that user must sign in to the Mini App once with this account's password (%{by}, %{at}).",
  telegramRemove: 'Remove the link',
  telegramRemoveTitle: 'Remove the Telegram link',
  telegramRemoveConfirm:
    'Remove the link to Telegram user %{telegramUserId}? The panel will no longer open from it without a password.',
  telegramRemoved: 'The Telegram link was removed.',
  telegramRemoveError: 'Could not remove the Telegram link.',
  passwordNeeded:
    'Passwords, the second step and accounts cannot be changed after a sign-in by Telegram: open the panel in a browser and sign in with the password.',
  openInBrowser: 'Open in the browser',
};

/** Shown once after a sign-in, when someone else linked a Telegram user to the account. */
export const linkNoticeEn = {
  title: 'A Telegram account was linked',
  text: 'On %{at}, %{by} linked Telegram user %{telegramUserId} to your account. From that Telegram the panel opens without a password. If this was not you, tell an owner.',
  pendingText:
    "On %{at}, %{by} linked Telegram user %{telegramUserId} to your account. Once that user signs in to the Mini App with this account's password, the panel opens from it without a password. If this is not your Telegram, remove the link and tell an owner.",
  selfText:
    'On %{at}, Telegram user %{telegramUserId} was linked to your account with its password. From that Telegram the panel opens without a password. If this was not you, remove the link, change your password and tell an owner.',
  remove: 'Remove the link',
  ok: 'Got it',
};
