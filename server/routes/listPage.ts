// Every list answer is bounded: a page of the ra-data-simple-rest convention (`range=[start,end]`,
// both inclusive), a default page when no range is given, a largest page, and a Content-Range
// header giving the total ("transactions 0-24/319"), which the panel reads to page.
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../errors.ts';
import { Text } from './schemaTypes.ts';

export interface Page {
  offset: number;
  limit: number;
}

export interface PageRule {
  /** Rows answered without a `range`: the first (newest) ones. */
  defaultRows: number;
  /** The longest `range` accepted. */
  maxRows: number;
}

/** The largest page of every list. */
export const MAX_PAGE_ROWS = 1000;

/** Lists that grow with use (journal, login history): the newest 100, as production answers. */
export const GROWING_LIST: PageRule = { defaultRows: 100, maxRows: MAX_PAGE_ROWS };

/** Lists an admin keeps by hand (cards, platforms, configs, admins, prizes): whole up to 1000. */
export const ADMIN_LIST: PageRule = { defaultRows: MAX_PAGE_ROWS, maxRows: MAX_PAGE_ROWS };

export const rangeProperty = Text(64);

/** A querystring schema holding only `range`. */
export const rangeQuerySchema = Type.Object({ range: Type.Optional(rangeProperty) });

/** The JSON value of a query parameter (range, sort), or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `[0, 24]` (both inclusive) -> offset 0, limit 25; a 400 naming `range` otherwise. */
export function parseRange(text: string, maxRows = MAX_PAGE_ROWS): Page {
  const range = parseJson(text);
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) ||
    range[0] > range[1] ||
    range[1] - range[0] >= maxRows
  ) {
    throw badRequest(
      `range: must be [start, end]: integers, 0 <= start <= end, at most ${maxRows} rows`,
    );
  }
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

/** The requested page, or the rule's default page. */
export function readPage(range: string | undefined, rule: PageRule): Page {
  return range ? parseRange(range, rule.maxRows) : { offset: 0, limit: rule.defaultRows };
}

/**
 * The total of a list whose page came back with `sent` rows: a short page that holds rows is the
 * last one, so its end is the total and `count` (often the costly part) is not run.
 */
export function pageTotal(page: Page, sent: number, count: () => number): number {
  return sent > 0 && sent < page.limit ? page.offset + sent : count();
}

/**
 * "transactions 0-24/319"; a page past the end sends no rows and says so the way RFC 9110 does
 * for an unsatisfiable range: "transactions *\/319".
 */
export function contentRange(resource: string, page: Page, sent: number, total: number): string {
  if (sent === 0) return `${resource} */${total}`;
  return `${resource} ${page.offset}-${page.offset + sent - 1}/${total}`;
}

export function sendContentRange(
  reply: FastifyReply,
  resource: string,
  page: Page,
  sent: number,
  total: number,
): void {
  // Set as a header after compression (plugins/compression.ts), which skips Content-Range answers.
  reply.itemRange = contentRange(resource, page, sent, total);
  reply.header('access-control-expose-headers', 'Content-Range');
}

/** `rows` (the page read) answered with Content-Range; `count` runs only if the total needs it. */
export function answerPage<T>(
  reply: FastifyReply,
  resource: string,
  page: Page,
  rows: T[],
  count: () => number,
): T[] {
  sendContentRange(reply, resource, page, rows.length, pageTotal(page, rows.length, count));
  return rows;
}
