// The sign-in page's texts: the small /login entry loads only this part of a catalogue.
// English; keys match uz/signIn.ts.
import type { MessagesShape } from '../types';
import type { signInUz } from '../uz/signIn';

export const signInEn = {
  locale: { uz: "O'zbekcha", ru: 'Русский', en: 'English', label: 'Language' },
  login: {
    title: 'Sign in to the Admin Panel',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Checking...',
    required: 'This field is required.',
    error: 'Wrong username or password. Please try again.',
    tooManyAttempts: 'Too many failed attempts. Please try again later.',
    unavailable: 'Could not reach the server. Check your connection.',
    reload: 'Reload',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  telegram: {
    title: 'Signing in with Telegram',
    signingIn: 'Signing in with Telegram...',
    unlinked:
      'This Telegram account is linked to no panel account. Give an administrator your Telegram ID: %{telegramUserId}.',
    disabled: 'The panel account this Telegram account is linked to is disabled.',
    stale: 'The sign-in data has expired. Open the panel from Telegram again.',
    refused: 'Signing in with Telegram failed. Open the panel from Telegram again.',
    signedOut: 'You have signed out of the panel. To sign in again, open it from Telegram again.',
    outdated:
      "Your Telegram app is out of date: the panel works, but Telegram's buttons and theme do not. Update Telegram.",
    linkPending:
      "This Telegram account (ID %{telegramUserId}) is linked to a panel account, but the link is not confirmed yet. To confirm it, enter that panel account's password once.",
    confirm: 'Confirm',
    wrongPassword: 'The password is wrong. Try again.',
    close: 'Close',
  },
} satisfies MessagesShape<typeof signInUz>;
