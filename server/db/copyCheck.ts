// The check `npm run backup` and `npm run restore` make of a database copy: SQLite's own
// PRAGMA integrity_check, and the rows of each table, printed so that an operator sees at a
// glance that the copy holds what it should (an empty audit log in a year-old panel is a sign).
import Database from 'better-sqlite3';

export interface CopyReport {
  /** integrity_check's lines: ['ok'] for a sound file. */
  integrity: string[];
  /** Rows per table, by table name. */
  rows: Record<string, number>;
}

/** Opens `file` read-only (it must exist) and checks it. */
export function checkCopy(file: string): CopyReport {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
      )
      .pluck()
      .all() as string[];
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const quoted = `"${table.replaceAll('"', '""')}"`;
      rows[table] = db.prepare(`SELECT COUNT(*) FROM ${quoted}`).pluck().get() as number;
    }
    return { integrity: integrity.map((row) => row.integrity_check), rows };
  } finally {
    db.close();
  }
}

export const isSound = (report: CopyReport) =>
  report.integrity.length === 1 && report.integrity[0] === 'ok';

/** The report as lines for the console. */
export function reportLines(report: CopyReport): string[] {
  const width = Math.max(0, ...Object.keys(report.rows).map((name) => name.length));
  return [
    `integrity_check: ${report.integrity.join('; ')}`,
    ...Object.entries(report.rows).map(([table, count]) => `  ${table.padEnd(width)}  ${count}`),
  ];
}
