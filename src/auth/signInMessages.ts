// The sign-in page's texts for one language. Uzbek is in the entry; Russian and English are
// tiny chunks fetched only when chosen (the /login entry downloads no other catalogue).
import type { AppLocale } from '../lib/preferences';
import { signInUz } from '../i18n/uz/signIn';

export type SignInMessages = { app: typeof signInUz };

export async function loadSignInMessages(locale: AppLocale): Promise<SignInMessages> {
  if (locale === 'ru') return { app: (await import('../i18n/ru/signIn')).signInRu };
  if (locale === 'en') return { app: (await import('../i18n/en/signIn')).signInEn };
  return { app: signInUz };
}
