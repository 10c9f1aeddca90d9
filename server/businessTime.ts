// Calendar arithmetic in the business time zone (BUSINESS_TIME_ZONE, default Asia/Tashkent): the
// day a UTC instant falls on, the instant a zone-less local date-time names, and day starts.
// Plain Intl with offsets cached per quarter hour, because the seeder asks a million times.

export const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 200_000;

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

function computeOffsetMs(zone: string, ms: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
  return wallClock - (ms - (((ms % 1000) + 1000) % 1000));
}

/** How far the zone's wall clock is ahead of UTC at that instant (Asia/Tashkent: 5 h). */
export function zoneOffsetMs(zone: string, ms: number): number {
  const bucket = Math.floor(ms / QUARTER_HOUR_MS);
  let cache = offsetCache.get(zone);
  const cached = cache?.get(bucket);
  if (cached !== undefined) return cached;
  const offset = computeOffsetMs(zone, ms);
  // Cached only when the whole quarter hour has one offset (no transition inside it).
  const start = bucket * QUARTER_HOUR_MS;
  if (
    computeOffsetMs(zone, start) === offset &&
    computeOffsetMs(zone, start + QUARTER_HOUR_MS - 1) === offset
  ) {
    if (!cache || cache.size >= OFFSET_CACHE_LIMIT) {
      cache = new Map();
      offsetCache.set(zone, cache);
    }
    cache.set(bucket, offset);
  }
  return offset;
}

/** "YYYY-MM-DD" of a UTC instant, read as UTC. */
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The business-zone calendar day ("YYYY-MM-DD") an instant falls on. */
export function businessDayOf(ms: number, zone: string): string {
  return utcDay(ms + zoneOffsetMs(zone, ms));
}

/**
 * The instant a wall-clock reading in the zone names; `wallClockMs` is that reading encoded as if
 * it were UTC. Two passes settle the offset; a reading inside a DST gap lands next to the gap.
 */
export function zonedToUtcMs(wallClockMs: number, zone: string): number {
  const first = wallClockMs - zoneOffsetMs(zone, wallClockMs);
  return wallClockMs - zoneOffsetMs(zone, first);
}

export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);
}

/** The first instant of a business day (midnight, or the end of a DST gap that swallows it). */
export function dayStartMs(day: string, zone: string): number {
  let ms = zonedToUtcMs(Date.parse(`${day}T00:00:00.000Z`), zone);
  while (businessDayOf(ms, zone) < day) ms += QUARTER_HOUR_MS;
  return ms;
}

// Years 1000-2999 only: every instant, a day either side, keeps the four-digit year that makes
// ISO strings sort in time order (the stored created_at and business_day rely on it).
const DATE = /^([12][0-9]{3})-([0-9]{2})-([0-9]{2})$/;
const DATE_TIME =
  /^([12][0-9]{3})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,9}))?)?(Z|[+-][0-9]{2}:[0-9]{2})?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The text when it is a real calendar date "YYYY-MM-DD" (no 2025-02-30), else undefined. */
export function parseCalendarDate(text: string): string | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) ? text : undefined;
}

export interface ParsedDateTime {
  /** The first instant the text names. */
  startMs: number;
  /** The last instant it names: "23:59:59" covers that whole second, "10:30" the whole minute. */
  endMs: number;
}

/**
 * Reads "YYYY-MM-DDTHH:mm[:ss[.fff]]" in the business zone, or with a trailing Z / ±HH:mm as
 * given. Undefined when malformed or not a real date or time.
 */
export function parseDateTime(text: string, zone: string): ParsedDateTime | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const fraction = match[7] ?? '';
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  const millisecond = Number(fraction.padEnd(3, '0').slice(0, 3));
  let unitMs = 1;
  if (match[6] === undefined) unitMs = 60_000;
  else if (fraction.length < 3) unitMs = 10 ** (3 - fraction.length);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);

  const zoneText = match[8];
  let startMs: number;
  if (zoneText === undefined) startMs = zonedToUtcMs(wallClock, zone);
  else if (zoneText === 'Z') startMs = wallClock;
  else {
    const offsetHours = Number(zoneText.slice(1, 3));
    const offsetMinutes = Number(zoneText.slice(4, 6));
    if (offsetHours > 14 || offsetMinutes > 59) return undefined;
    const sign = zoneText.startsWith('-') ? -1 : 1;
    startMs = wallClock - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  }
  return { startMs, endMs: startMs + unitMs - 1 };
}
