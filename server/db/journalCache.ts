// Answers computed from the journal, kept until the journal changes. Migration 006 keeps a version
// number that triggers bump on every insert, update and delete of a transaction; an entry is used
// only while that number is the one it was computed at (and, for a window ending "now", until
// the first transaction dated after that moment comes due). Reading the number costs one indexed
// single-row read, against milliseconds of aggregation for a dashboard at a million rows.
import type { Database, Statement } from 'better-sqlite3';
import { EMBEDDED_JOURNAL, type JournalTable } from './repositories/journalTable.ts';

export interface Computed<T> {
  value: T;
  /** The answer holds until this instant (epoch ms) at the latest; undefined: until a change. */
  validUntilMs?: number;
}

interface Entry<T> extends Computed<T> {
  version: number;
}

export class JournalCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly readVersion: Statement<[], number>;

  /** `maxEntries` bounds memory: the least recently used entry goes first. */
  constructor(
    db: Database,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    table: JournalTable = EMBEDDED_JOURNAL,
  ) {
    this.readVersion = db
      .prepare<[], number>(`SELECT version FROM ${table.versionTable} WHERE id = 1`)
      .pluck();
  }

  get(key: string, compute: () => Computed<T>): T {
    const version = this.readVersion.get() as number;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (
      entry &&
      entry.version === version &&
      (entry.validUntilMs === undefined || this.now() < entry.validUntilMs)
    ) {
      this.entries.set(key, entry);
      return entry.value;
    }
    const computed = compute();
    this.entries.set(key, { ...computed, version });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return computed.value;
  }
}
