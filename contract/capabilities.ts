// What GET /capabilities may name: our server's own features, which the production backend does
// not have (it answers 404, and the panel then offers none of them), and what our server does
// with a write that the bare backend leaves to the panel. One list for the server that answers it
// and the panel that reads it, so a rename fails the type check on both sides.
export const CAPABILITIES = [
  'auditLog',
  'panelAccounts',
  'liveJournal',
  'pendingCount',
  'savedViews',
  /** The sign-in by Telegram for the panel opened as a Mini App (TELEGRAM_BOT_TOKEN set). */
  'telegramMiniApp',
  /**
   * A write sends what its form owns: the server reads the record first and keeps every field
   * the form does not (the embedded API and the gateway). Without it, the panel reads the
   * record itself just before a whole-record write and sends the rest back.
   */
  'mergedWrites',
  /** A card's payment system can be changed (the embedded API; the backend's PUT ignores it). */
  'cardPaymentSystemEdit',
  /**
   * The second step at sign-in (an authenticator app or a passkey) and device sessions
   * (contract/secondStep.ts): the embedded API and the gateway, whatever SECOND_STEP_ROLES says.
   */
  'secondStep',
  /**
   * One bot user's summary, GET /users/{chatId} (names, first and last transaction, totals,
   * platforms, cards): the embedded API and the gateway answer it, from the journal each reads.
   * Without it the user page shows the person's transactions and lottery balance only.
   */
  'userSummary',
  /**
   * The gateway's copy of the production backend's journal (JOURNAL_MIRROR): GET
   * /transactions/coverage says how much of the backend's history it holds, and each row says
   * when an answer of the backend last carried it (lastSeenAt) or since when none did
   * (missingSince).
   */
  'journalCoverage',
] as const;

export type Capability = (typeof CAPABILITIES)[number];
