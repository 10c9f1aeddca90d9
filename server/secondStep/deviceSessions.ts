// Device sessions: a browser that passed the second step (contract/secondStep.ts) holds a random
// 256-bit token in an HttpOnly cookie; only its SHA-256 is kept (a random token needs no slow
// hash: there is no dictionary to try against the digest). A device is live while not ended,
// used within the idle lifetime and younger than the absolute one; its last use is written at
// most once a minute, so a busy panel does not write on every request. New passwords and disabled
// accounts end devices through the table's triggers (migration 015).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Device, DeviceStep } from '../../contract/secondStep.ts';
import { hashSessionToken } from '../auth/sessions.ts';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How stale last_used_at may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

export interface DeviceLifetimes {
  idleMs: number;
  maxMs: number;
}

export interface DeviceOrigin {
  accountId: number;
  userAgent: string;
  ipAddress: string;
  step: DeviceStep;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A row of `device_sessions d` that is live, given the cutoffs below. */
const LIVE = 'd.ended_at IS NULL AND d.last_used_at > :idleCutoff AND d.created_at > :maxCutoff';
const cutoffs = (now: number, lifetimes: DeviceLifetimes) => ({
  idleCutoff: iso(now - lifetimes.idleMs),
  maxCutoff: iso(now - lifetimes.maxMs),
});

/** Opens a device session and answers its id and its token (given to the browser once). */
export function startDeviceSession(
  db: Database,
  origin: DeviceOrigin,
  now: number,
  lifetimes: DeviceLifetimes,
): { id: number; token: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // Rows that can never be live again are of no use (the audit log keeps their story): each new
  // device sweeps them out.
  db.prepare(
    `DELETE FROM device_sessions
      WHERE ended_at IS NOT NULL OR last_used_at <= :idleCutoff OR created_at <= :maxCutoff`,
  ).run(cutoffs(now, lifetimes));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO device_sessions
         (account_id, token_hash, user_agent, ip_address, step, created_at, last_used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      origin.accountId,
      hashSessionToken(token),
      origin.userAgent,
      origin.ipAddress,
      origin.step,
      iso(now),
      iso(now),
    );
  return { id: Number(lastInsertRowid), token };
}

/**
 * The id of the live device of `accountId` that `token` names, or undefined (a token of another
 * account, ended, idle too long or too old). Marks it used.
 */
export function useLiveDevice(
  db: Database,
  accountId: number,
  token: string,
  now: number,
  lifetimes: DeviceLifetimes,
): number | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = db
    .prepare<Record<string, unknown>, { id: number; lastUsedAt: string }>(
      `SELECT d.id, d.last_used_at AS lastUsedAt FROM device_sessions d
        WHERE d.token_hash = :hash AND d.account_id = :accountId AND ${LIVE}`,
    )
    .get({ hash: hashSessionToken(token), accountId, ...cutoffs(now, lifetimes) });
  if (!row) return undefined;
  if (now - Date.parse(row.lastUsedAt) >= TOUCH_EVERY_MS) {
    db.prepare('UPDATE device_sessions SET last_used_at = ? WHERE id = ?').run(iso(now), row.id);
  }
  return row.id;
}

type DeviceRow = Omit<Device, 'current'> & { accountId: number };

const DEVICE_SELECT = `SELECT d.id, d.account_id AS accountId, a.username, d.user_agent AS userAgent,
  d.ip_address AS ipAddress, d.step, d.created_at AS createdAt, d.last_used_at AS lastUsedAt
  FROM device_sessions d JOIN panel_accounts a ON a.id = d.account_id`;

/** Live devices, the most recently used first: one account's, or everyone's (null). */
export function listLiveDevices(
  db: Database,
  accountId: number | null,
  now: number,
  lifetimes: DeviceLifetimes,
): DeviceRow[] {
  return db
    .prepare<Record<string, unknown>, DeviceRow>(
      `${DEVICE_SELECT} WHERE ${LIVE} AND (:accountId IS NULL OR d.account_id = :accountId)
       ORDER BY d.last_used_at DESC, d.id DESC LIMIT 1000`,
    )
    .all({ accountId, ...cutoffs(now, lifetimes) });
}

/** One live device, or undefined. */
export function findLiveDevice(
  db: Database,
  id: number,
  now: number,
  lifetimes: DeviceLifetimes,
): DeviceRow | undefined {
  return db
    .prepare<Record<string, unknown>, DeviceRow>(`${DEVICE_SELECT} WHERE d.id = :id AND ${LIVE}`)
    .get({ id, ...cutoffs(now, lifetimes) });
}

/** Ends the given devices (those not ended already); answers the ids it ended. */
export function endDevices(db: Database, ids: readonly number[], now: number): number[] {
  const end = db.prepare(
    'UPDATE device_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL',
  );
  return ids.filter((id) => end.run(iso(now), id).changes > 0);
}

/** Ends every live device of an account; answers those it ended. */
export function endLiveDevices(
  db: Database,
  accountId: number,
  now: number,
  lifetimes: DeviceLifetimes,
): DeviceRow[] {
  const devices = listLiveDevices(db, accountId, now, lifetimes);
  const ids = devices.map((device) => device.id);
  const ended = new Set(endDevices(db, ids, now));
  return devices.filter((device) => ended.has(device.id));
}

/** Ends every device of an account not ended yet, live or expired (the command line's reset). */
export function endAllDevices(db: Database, accountId: number, now: number): number {
  return db
    .prepare('UPDATE device_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL')
    .run(iso(now), accountId).changes;
}
