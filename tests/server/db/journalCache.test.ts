// JournalCache: an entry holds until the journal's version moves or its own deadline passes, and
// the cache keeps at most maxEntries, dropping the least recently used first.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { JournalCache } from '../../../server/db/journalCache.ts';
import { runMigrations } from '../../../server/db/migrate.ts';

function setUp() {
  const db = new Database(':memory:');
  runMigrations(db);
  let now = 1_000;
  let computed = 0;
  const cache = new JournalCache<string>(db, 2, () => now);
  const get = (key: string, validUntilMs?: number) =>
    cache.get(key, () => ({ value: `${key}#${(computed += 1)}`, validUntilMs }));
  const bump = () => db.exec('UPDATE journal_version SET version = version + 1');
  return { get, bump, setNow: (ms: number) => (now = ms) };
}

describe('JournalCache', () => {
  it('answers the kept value until the version moves', () => {
    const { get, bump } = setUp();
    expect(get('a')).toBe('a#1');
    expect(get('a')).toBe('a#1');
    bump();
    expect(get('a')).toBe('a#2');
  });

  it('recomputes an entry once its deadline has come', () => {
    const { get, setNow } = setUp();
    expect(get('a', 2_000)).toBe('a#1');
    setNow(1_999);
    expect(get('a', 2_000)).toBe('a#1');
    setNow(2_000);
    expect(get('a', 5_000)).toBe('a#2');
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { get } = setUp();
    get('a');
    get('b');
    get('a'); // a is now the most recently used
    get('c'); // drops b
    expect(get('a')).toBe('a#1');
    expect(get('b')).toBe('b#4');
  });
});
