// The mirror's reading of one answer of the backend (API-NOTES A3: the newest 100 matches of a
// filter): rows kept with when they were first and last seen; a row the answer should have carried
// and did not is marked missing (no status filter) or looked up (it may have left that status);
// a cut answer speaks only for matches newer than its oldest row; a row deleted through the panel
// is not taken back from a late answer.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrate.ts';
import type { MirrorRow } from '../../../../server/gateway/journalMirror/mirrorRows.ts';
import { mirrorRowOf } from '../../../../server/gateway/journalMirror/mirrorRows.ts';
import { MirrorStore } from '../../../../server/gateway/journalMirror/mirrorStore.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-01T00:00:00Z');

function row(id: number, extra: Partial<MirrorRow> = {}): MirrorRow {
  return {
    id,
    chat_id: 700000 + id,
    platform_name: '1xBet UZ',
    currency: 'UZS',
    platform_user_id: null,
    full_name: `Mijoz ${id}`,
    card_number: null,
    admin_card_id: 5,
    amount: 1000,
    unique_amount: 1007,
    status: 'APPROVED',
    type: 'TOP_UP',
    created_at: new Date(START + id * MINUTE).toISOString(),
    bill_id: null,
    transaction_id: null,
    pay_url: null,
    payment_attempts: 0,
    ...extra,
  };
}

function setUp() {
  const db = new Database(':memory:');
  runMigrations(db);
  let now = START + 10_000 * MINUTE;
  const store = new MirrorStore(db, () => now);
  const read = (id: number) =>
    db
      .prepare<
        [number],
        {
          status: string;
          first_seen_at: string;
          last_seen_at: string;
          missing_since: string | null;
          looking_up: number;
        }
      >(
        'SELECT status, first_seen_at, last_seen_at, missing_since, looking_up FROM journal_mirror WHERE id = ?',
      )
      .get(id);
  return { db, store, read, tick: () => (now += MINUTE) };
}

describe('the journal mirror store', () => {
  it('reads the backend zone-less time in the given zone, and drops rows it could not find again', () => {
    const kept = mirrorRowOf(
      { id: 7, status: 'APPROVED', type: 'TOP_UP', createdAt: '2026-11-20T10:00:00.123456' },
      'Asia/Tashkent',
    );
    expect(kept?.created_at).toBe('2026-11-20T05:00:00.123Z');
    expect(mirrorRowOf({ id: 'x', status: 'APPROVED', type: 'TOP_UP' }, 'UTC')).toBeUndefined();
    expect(mirrorRowOf({ id: 8, type: 'TOP_UP' }, 'UTC')).toBeUndefined();
  });

  it('keeps first and last seen, and counts only new rows as added', () => {
    const { store, read, tick } = setUp();
    expect(store.observe({}, [row(1), row(2)]).added).toBe(2);
    const first = read(1)!;
    tick();
    expect(store.observe({}, [row(1, { status: 'FAILED' })]).added).toBe(0);
    expect(read(1)).toMatchObject({ status: 'FAILED', first_seen_at: first.first_seen_at });
    expect(read(1)!.last_seen_at > first.last_seen_at).toBe(true);
  });

  it('marks a row missing when an answer without a status filter no longer carries it', () => {
    const { store, read } = setUp();
    store.observe({}, [row(1), row(2), row(3)]);
    store.observe({}, [row(1), row(3)]);
    expect(read(2)!.missing_since).not.toBeNull();
    expect(read(2)!.looking_up).toBe(0);
    // Carried again: no longer missing.
    store.observe({}, [row(1), row(2), row(3)]);
    expect(read(2)!.missing_since).toBeNull();
  });

  it('looks up a row that a status-filtered answer no longer carries', () => {
    const { store, read } = setUp();
    store.observe({ status: 'PENDING_ADMIN' }, [row(1, { status: 'PENDING_ADMIN' })]);
    store.observe({ status: 'PENDING_ADMIN' }, []);
    expect(read(1)).toMatchObject({ looking_up: 1, missing_since: null });
    expect(store.lookingUp(10).map((r) => r.id)).toEqual([1]);
    expect(store.countWaiting('PENDING_ADMIN')).toBe(0);
    store.observe({ status: 'APPROVED', cardId: 5 }, [row(1, { status: 'APPROVED' })]);
    expect(read(1)).toMatchObject({ looking_up: 0, status: 'APPROVED' });
  });

  it('says which of the rows looked up are still unknown', () => {
    const { store } = setUp();
    const pending = [1, 2, 3].map((id) => row(id, { status: 'PENDING_ADMIN' }));
    store.observe({ status: 'PENDING_ADMIN' }, pending);
    store.observe({ status: 'PENDING_ADMIN' }, []);
    store.observe({ status: 'CANCELED', cardId: 5 }, [row(2, { status: 'CANCELED' })]);
    expect([...store.stillLookingUp([1, 2, 3, 99])].sort()).toEqual([1, 3]);
  });

  it('lets a cut answer speak only for matches newer than its oldest row', () => {
    const { store, read } = setUp();
    const hundred = Array.from({ length: 100 }, (_, index) => row(200 - index));
    store.observe({}, [row(50), row(60)]);
    store.observe({}, hundred);
    // Older than the cut answer's oldest (id 101): nothing said of them.
    expect(read(50)!.missing_since).toBeNull();
    expect(read(60)!.missing_since).toBeNull();
    store.observe({}, [...hundred.slice(1), row(100)]);
    // Newer than the oldest answered (100) and not carried: gone.
    expect(read(200)!.missing_since).not.toBeNull();
  });

  it('applies a filter as the backend does: platformId by the platform name, cardId', () => {
    const { store, read } = setUp();
    store.setPlatforms([
      { id: 1, name: '1xBet UZ' },
      { id: 2, name: 'Melbet RU' },
    ]);
    store.observe({}, [
      row(1),
      row(2, { platform_name: 'Melbet RU' }),
      row(3, { admin_card_id: 6 }),
    ]);
    store.observe({ platformId: 2 }, []);
    expect(read(2)!.missing_since).not.toBeNull();
    expect(read(1)!.missing_since).toBeNull();
    store.observe({ cardId: 6 }, []);
    expect(read(3)!.missing_since).not.toBeNull();
    expect(read(1)!.missing_since).toBeNull();
  });

  it('removes a deleted row and does not take it back from an answer already on its way', () => {
    const { store, read } = setUp();
    store.observe({}, [row(1), row(2)]);
    store.remove([1]);
    expect(read(1)).toBeUndefined();
    store.observe({}, [row(1), row(2)]);
    expect(read(1)).toBeUndefined();
    expect(store.count()).toBe(1);
  });
});
