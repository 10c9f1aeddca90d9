// One place that turns the backend's timestamps into instants. The production backend writes
// zone-less local date-times ("2025-09-21T11:56:11.123456"); which zone they are in is a setting.
import { TZDate } from '@date-fns/tz';

const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

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
    const zoned = new TZDate(+y, +mo - 1, +d, +h, +mi, +s, ms, timeZone);
    const time = zoned.getTime();
    return Number.isNaN(time) ? null : new Date(time);
  }
  if (!HAS_ZONE.test(text) && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
