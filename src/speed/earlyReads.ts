// The first screen's data, asked for by the start-up while the app's own code downloads (on a
// slow phone that takes seconds, and the data need not wait for it). Each screen declares the
// reads its first drawing makes (registry/), built by the same pure functions its providers use
// (providers/reads.ts); the app's calls then take these answers from the HTTP client instead of
// asking again. A failure here is only a missed head start: the screen asks again and reports it.
import type { AppHttpClient } from '../providers/httpClient';
import { viewAt } from '../registry/routes';
import type { Arrival, ScreenDeclaration } from '../registry/types';

export function startEarlyReads(
  http: AppHttpClient,
  arrival: Arrival,
  screens: readonly ScreenDeclaration[],
): void {
  const reads = viewAt(arrival.pathname, screens)?.screen.earlyReads?.(arrival) ?? [];
  for (const { path, query } of reads) http.early(path, { query }).catch(() => undefined);
}
