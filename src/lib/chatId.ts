// Telegram chat IDs: digits, with a leading minus for group chats, within JS's safe integers.
export type ChatIdProblem = 'required' | 'numeric' | null;

export function chatIdProblem(input: string): ChatIdProblem {
  const value = input.trim();
  if (!value) return 'required';
  if (!/^-?\d{1,15}$/.test(value)) return 'numeric';
  return null;
}
