// One place that turns the backend's timestamps into instants. The production backend writes
// zone-less local date-times ("2025-09-21T11:56:11.123456"); which zone they are in is a setting.
// tzOffset alone, not TZDate: the zone's offset is all this needs, and TZDate's date class would
// be more script on every screen.
import { tzOffset } from '@date-fns/tz/tzOffset';

const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

const offsetMs = (timeZone: string, at: number) => tzOffset(timeZone, new Date(at)) * 60_000;

/**
 * The instant at which `timeZone`'s clocks read `wall` (a wall-clock reading written as if UTC).
 * The offset is read at a first guess and again at the instant it gives, since around a
 * daylight-saving change the two differ; the one that reads `wall` back wins, and a reading the
 * change skipped (02:30 when clocks jump from 02:00 to 03:00) is taken forward, as TZDate does.
 */
function instantOfWallTime(wall: number, timeZone: string): number {
  const first = wall - offsetMs(timeZone, wall);
  const second = wall - offsetMs(timeZone, first);
  const readsBack = (at: number) => at + offsetMs(timeZone, at) === wall;
  if (readsBack(second)) return second;
  if (readsBack(first)) return first;
  return Math.max(first, second);
}

/** Any field of an answer: a string or epoch number is read, anything else is no time (null). */
export function parseServerTime(value: unknown, timeZone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value === '') return null;
  const text = value.trim();
  const match = ZONELESS.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s = '0', fraction = ''] = match;
    const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
    const time = instantOfWallTime(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, ms), timeZone);
    return Number.isNaN(time) ? null : new Date(time);
  }
  if (!HAS_ZONE.test(text) && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
