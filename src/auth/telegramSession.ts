// The session our server gives a Telegram user who opened the panel as a Mini App (POST
// /api/telegram/session: a random token, sent as `Authorization: Bearer`). Kept for the tab only
// (sessionStorage): a Mini App is reopened from Telegram, which signs it in again.
import type { Role } from '../../contract/roles';

const KEY = 'telegramSession';

export interface TelegramSession {
  token: string;
  username: string;
  /** What the account may do, as the server said (contract/roles.ts); absent: not said. */
  role?: Role;
  /** ISO instant; the server refuses the token after it. */
  expiresAt: string;
}

export function readTelegramSession(): TelegramSession | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as TelegramSession;
    if (!stored?.token || !(Date.parse(stored.expiresAt) > Date.now())) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveTelegramSession(session: TelegramSession): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearTelegramSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
