// What numeric fields keep of each keystroke or paste, so that a letter never appears in them
// (the check at submit stays, for the rules typing cannot enforce: required, minimum, range).

/** Counts: digits only. */
export function keepDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/** Amounts: digits, with the grouping spaces admins type as they read them ("10 000"). */
export function keepGroupedDigits(input: string): string {
  return input.replace(/[^\d\s\u00a0\u202f]+/g, '');
}

/** Telegram chat IDs: digits, with one leading minus for group chats. */
export function keepChatId(input: string): string {
  const text = input.trim();
  return (text.startsWith('-') ? '-' : '') + keepDigits(text);
}
