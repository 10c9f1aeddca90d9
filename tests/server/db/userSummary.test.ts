// userSummary over either journal: the gateway's copy of the backend's (journal_mirror, where any
// column but status and type may be NULL) reads as the embedded API's does, and every query of a
// summary searches the chat id index, so that its cost is the person's rows, not the journal's.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { runMigrations } from '../../../server/db/migrate.ts';
import {
  EMBEDDED_JOURNAL,
  MIRRORED_JOURNAL,
  type JournalTable,
} from '../../../server/db/repositories/journalTable.ts';
import { userSummary } from '../../../server/db/repositories/userSummary.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { addRows, journalRow } from '../routes/transactionFixtures.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(db);
  return () => db.close();
});

const SEEN = '2025-04-01T00:00:00.000Z';

/** A row of the mirror as the gateway writes it; NULL where the backend sent nothing. */
function mirrorRow(row: Record<string, string | number | null>) {
  const columns = Object.keys(row);
  db.prepare(
    `INSERT INTO journal_mirror (${columns.join(', ')}, first_seen_at, last_seen_at)
     VALUES (${columns.map((column) => `@${column}`).join(', ')}, '${SEEN}', '${SEEN}')`,
  ).run(row);
}

describe('userSummary on the mirrored journal', () => {
  it('counts NULL amounts as 0 and leaves out NULL names, platforms and cards', () => {
    mirrorRow({
      id: 1,
      chat_id: 77,
      full_name: 'Dilnoza',
      platform_name: 'Melbet RU',
      card_number: '8600312998765438',
      amount: 30_000,
      status: 'APPROVED',
      type: 'TOP_UP',
      created_at: '2025-03-02T10:00:00.000Z',
    });
    mirrorRow({ id: 2, chat_id: 77, amount: null, status: 'NEW_STATUS', type: 'TOP_UP' });
    mirrorRow({ id: 3, chat_id: 78, amount: 5, status: 'APPROVED', type: 'TOP_UP' });
    expect(userSummary(db, 77, MIRRORED_JOURNAL)).toEqual({
      chatId: 77,
      names: [{ fullName: 'Dilnoza', lastAt: '2025-03-02T10:00:00.000Z' }],
      firstAt: '2025-03-02T10:00:00.000Z',
      lastAt: '2025-03-02T10:00:00.000Z',
      totals: {
        byType: [{ type: 'TOP_UP', count: 2, amount: 30_000 }],
        byStatus: [
          { status: 'APPROVED', count: 1, amount: 30_000 },
          { status: 'NEW_STATUS', count: 1, amount: 0 },
        ],
      },
      platforms: [{ platform: 'Melbet RU', count: 1, lastAt: '2025-03-02T10:00:00.000Z' }],
      cards: [{ cardNumber: '8600312998765438', count: 1, lastAt: '2025-03-02T10:00:00.000Z' }],
    });
  });

  it('answers nothing for a chat the mirror has no row of, whatever the other journal holds', () => {
    addRows(db, [journalRow({ chatId: 77 })]);
    expect(userSummary(db, 77, MIRRORED_JOURNAL)).toBeUndefined();
    expect(userSummary(db, 77, EMBEDDED_JOURNAL)?.chatId).toBe(77);
  });
});

/** The SQL of every statement userSummary prepares. */
function statementsOf(table: JournalTable): string[] {
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  const recording = Object.create(db) as Database;
  recording.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as Database['prepare'];
  recording.transaction = db.transaction.bind(db) as Database['transaction'];
  userSummary(recording, 1, table);
  return prepared;
}

describe.each([
  { table: EMBEDDED_JOURNAL, index: 'transactions_by_chat' },
  { table: MIRRORED_JOURNAL, index: 'journal_mirror_by_chat' },
])('every query of a summary of $table.name', ({ table, index }) => {
  it(`searches ${index} for the chat id`, () => {
    addRows(db, [journalRow({ chatId: 1 })]);
    mirrorRow({ id: 1, chat_id: 1, status: 'APPROVED', type: 'TOP_UP' });
    const statements = statementsOf(table);
    expect(statements).toHaveLength(5);
    for (const sql of statements) {
      // The chat id, then the lists' limit where the statement has one.
      const params = [1, 20].slice(0, sql.split('?').length - 1);
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
      const reads = plan.map((step) => step.detail).filter((step) => /^(SEARCH|SCAN) /.test(step));
      expect(reads, sql).toEqual([expect.stringContaining(`INDEX ${index} (chat_id=?)`)]);
    }
  });
});
