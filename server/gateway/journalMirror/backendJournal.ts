// The mirror's one read of the backend: GET /transactions with some of its four filters, its
// answer read as rows the copy can keep (mirrorRows.ts). A failure or an answer that is not a list
// is thrown: the poller tries again at its next poll, the backfill pauses.
import type { BackendClient } from '../../backend/backendClient.ts';
import { parseAnswer } from '../backendAnswers.ts';
import { mirrorRowOf, type MirrorRow } from './mirrorRows.ts';
import type { BackendFilter } from './mirrorStore.ts';

/** How the mirror's calls are named in the metrics (gateway_backend_request_duration_seconds). */
export const MIRROR_ROUTE = 'journal-mirror';

export class BackendJournalFailed extends Error {
  override name = 'BackendJournalFailed';
}

export function queryOf(filter: BackendFilter): string {
  const search = new URLSearchParams();
  for (const key of ['cardId', 'platformId', 'status', 'type'] as const) {
    if (filter[key] !== undefined) search.set(key, String(filter[key]));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface JournalAnswer {
  rows: MirrorRow[];
  /** How many rows the backend answered (some may not be kept). */
  answered: number;
  seconds: number;
}

export async function readBackendJournal(
  client: BackendClient,
  filter: BackendFilter,
  zone: string,
): Promise<JournalAnswer> {
  const started = performance.now();
  const answer = await readBackend(client, `/transactions${queryOf(filter)}`);
  if (!Array.isArray(answer)) throw new BackendJournalFailed('GET /transactions: no list');
  const rows: MirrorRow[] = [];
  for (const row of answer) {
    const kept = mirrorRowOf(row, zone);
    if (kept) rows.push(kept);
  }
  return { rows, answered: answer.length, seconds: (performance.now() - started) / 1000 };
}

/** The backend's JSON answer to a GET (its platforms, cards, figures), or a failure. */
export async function readBackend(client: BackendClient, path: string): Promise<unknown> {
  let answer;
  try {
    answer = await client.send({ method: 'GET', path, route: MIRROR_ROUTE });
  } catch (error) {
    throw new BackendJournalFailed(error instanceof Error ? error.message : String(error));
  }
  const parsed = parseAnswer(answer);
  if (answer.status < 200 || answer.status > 299 || parsed.kind !== 'json') {
    throw new BackendJournalFailed(`GET ${path} answered ${answer.status}`);
  }
  return parsed.value;
}
