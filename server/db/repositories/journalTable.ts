// Which journal a read is of: the embedded API's own `transactions`, or the gateway's copy of the
// production backend's (`journal_mirror`, migration 021). Both have the same columns, so the
// journal's filters, search, order, paging and the user page read either through one code path;
// what differs is said here.
/** The columns of a transaction that both journals keep, as the backend answers its fields. */
export const TRANSACTION_FIELDS = [
  'chat_id',
  'platform_name',
  'currency',
  'platform_user_id',
  'full_name',
  'card_number',
  'admin_card_id',
  'amount',
  'unique_amount',
  'status',
  'type',
  'created_at',
  'bill_id',
  'transaction_id',
  'pay_url',
  'payment_attempts',
] as const;

export interface JournalTable {
  name: 'transactions' | 'journal_mirror';
  /** The WHERE condition of the platformId filter (the parameter is @platformId). */
  platformCondition: string;
  /** Counts without search text may be read from the daily pre-aggregate (migration 003). */
  dailyCounts: boolean;
  /** The table whose one row's version changes with every change to the journal. */
  versionTable: 'journal_version' | 'journal_mirror_version';
  /** Columns answered besides the transaction's own (the mirror's "last seen"). */
  extraColumns: string;
}

export const EMBEDDED_JOURNAL: JournalTable = {
  name: 'transactions',
  platformCondition: 'platform_id = @platformId',
  dailyCounts: true,
  versionTable: 'journal_version',
  extraColumns: '',
};

// The backend's platformId filter matches by the platform's NAME looked up from the id (API-NOTES
// A3): a transaction of a renamed or deleted platform is reached only without it, here as there.
export const MIRRORED_JOURNAL: JournalTable = {
  name: 'journal_mirror',
  platformCondition:
    'platform_name IN (SELECT name FROM journal_mirror_platforms WHERE id = @platformId)',
  dailyCounts: false,
  versionTable: 'journal_mirror_version',
  extraColumns: ', last_seen_at AS lastSeenAt, missing_since AS missingSince',
};
