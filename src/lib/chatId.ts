// Telegram chat IDs: digits, with a leading minus for group chats, within JS's safe integers.
export type ChatIdProblem = 'required' | 'numeric' | null;

export function chatIdProblem(input: string): ChatIdProblem {
  const value = input.trim();
  if (!value) return 'required';
  if (!/^-?\d{1,15}$/.test(value)) return 'numeric';
  return null;
}

/**
 * A bot user's chat ID as the user page's address takes it (`/users/{chatId}`): a private chat,
 * so positive, at most 16 digits and a safe integer; null for anything else (a name, a group's
 * negative id, a number JS would round).
 */
export function botUserChatId(input: string): string | null {
  const value = input.trim();
  return /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? value : null;
}

/** The user page's address. */
export const userPagePath = (chatId: string | number) => `/users/${chatId}`;
