// Feature switches (top-up, withdrawal, bonus) kept as history: each change is a new row and the
// newest row is the current state, so "who turned withdrawals off, and when" stays answerable.
import type { Database } from 'better-sqlite3';

export interface FeatureSettings {
  id: number;
  topUpEnabled: boolean;
  withdrawEnabled: boolean;
  bonusEnabled: boolean;
  createdAt: string;
}

export type FeatureFlag = 'topUpEnabled' | 'withdrawEnabled' | 'bonusEnabled';

interface Row {
  id: number;
  top_up_enabled: number;
  withdraw_enabled: number;
  bonus_enabled: number;
  created_at: string;
}

const toSettings = (row: Row): FeatureSettings => ({
  id: row.id,
  topUpEnabled: row.top_up_enabled === 1,
  withdrawEnabled: row.withdraw_enabled === 1,
  bonusEnabled: row.bonus_enabled === 1,
  createdAt: row.created_at,
});

const ALL_ENABLED = { topUpEnabled: true, withdrawEnabled: true, bonusEnabled: true } as const;

export function currentFeatureSettings(db: Database): FeatureSettings | undefined {
  const row = db.prepare<[], Row>('SELECT * FROM feature_settings ORDER BY id DESC LIMIT 1').get();
  return row && toSettings(row);
}

export function insertFeatureSettings(
  db: Database,
  flags: Pick<FeatureSettings, FeatureFlag>,
  createdAt: string,
): FeatureSettings {
  const row = db
    .prepare<[number, number, number, string], Row>(
      `INSERT INTO feature_settings (top_up_enabled, withdraw_enabled, bonus_enabled, created_at)
       VALUES (?, ?, ?, ?) RETURNING *`,
    )
    .get(
      Number(flags.topUpEnabled),
      Number(flags.withdrawEnabled),
      Number(flags.bonusEnabled),
      createdAt,
    );
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toSettings(row);
}

/** The current settings; the migration seeds a row, but an emptied table must not break reads. */
export function readFeatureSettings(db: Database, now: Date): FeatureSettings {
  return currentFeatureSettings(db) ?? insertFeatureSettings(db, ALL_ENABLED, now.toISOString());
}

/** Appends a row equal to the current one except for `flag`. */
export function setFeatureFlag(
  db: Database,
  flag: FeatureFlag,
  enabled: boolean,
  now: Date,
): FeatureSettings {
  return db
    .transaction(() => {
      const current = currentFeatureSettings(db) ?? ALL_ENABLED;
      const next = {
        topUpEnabled: current.topUpEnabled,
        withdrawEnabled: current.withdrawEnabled,
        bonusEnabled: current.bonusEnabled,
        [flag]: enabled,
      };
      return insertFeatureSettings(db, next, now.toISOString());
    })
    .immediate();
}

export function countFeatureSettingsRows(db: Database): number {
  return db.prepare<[], number>('SELECT count(*) FROM feature_settings').pluck().get() ?? 0;
}
