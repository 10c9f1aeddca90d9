// CSV of the filtered transactions, with translated headers and the screen's formats, every text
// cell safe from a spreadsheet's formulas (lib/spreadsheetCell.ts). The CSV writer (jsonexport)
// is fetched on the first export, not with the journal.
import { downloadCSV } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { formatDateTime } from '../../lib/dates';
import { spreadsheetText } from '../../lib/spreadsheetCell';

type Translate = (key: string, options?: object) => string;

const dateTime = (iso: string) => (iso ? formatDateTime(new Date(iso)) : '');

export function transactionRowsForCsv(records: Transaction[], translate: Translate) {
  const t = (key: string) => translate(`app.transactions.${key}`);
  // Rows of the gateway's copy carry when the backend last showed them, and since when it no
  // longer does: a sheet keeps both, so that a transaction the backend dropped never reads as
  // an ordinary one (the embedded API's rows carry neither, and their sheet has no such columns).
  const fromCopy = records.some((record) => record.lastSeenAt);
  const seen = (record: Transaction) =>
    fromCopy
      ? {
          [t('seen.lastSeenColumn')]: dateTime(record.lastSeenAt),
          [t('seen.missingColumn')]: dateTime(record.missingSince),
        }
      : {};
  return records.map((record) =>
    safeCells({
      [t('id')]: record.id,
      [t('date')]: dateTime(record.createdAt),
      [t('platform')]: record.platform,
      ChatID: record.chatId ?? '',
      [t('user')]: record.fullName,
      [t('card')]: record.cardNumber,
      [t('amount')]: record.uniqueAmount ?? '',
      [t('type')]: translate(`app.transactions.types.${record.type}`, { _: record.type }),
      [t('status')]: translate(`app.transactions.statuses.${record.status}`, { _: record.status }),
      ...seen(record),
    }),
  );
}

function safeCells(row: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' ? spreadsheetText(value) : value,
    ]),
  );
}

export async function exportTransactions(
  records: Transaction[],
  translate: Translate,
): Promise<void> {
  const { default: jsonExport } = await import('jsonexport/dist');
  return new Promise((resolve, reject) => {
    jsonExport(transactionRowsForCsv(records, translate), (error, csv) => {
      if (error) reject(error);
      else {
        downloadCSV(csv, 'transactions');
        resolve();
      }
    });
  });
}
