// The first screen's data, asked for by the start-up while the app's own code downloads (on a
// slow phone that takes seconds, and the data need not wait for it). Each screen declares its
// first data once (`firstData`, registry/firstData.ts); its HTTP reads are built by the same pure
// functions its providers use (providers/reads.ts: a list's by its resource's `listRead`), and
// the app's calls then take these answers from the HTTP client instead of asking again. A failure
// here is only a missed head start: the screen asks again and reports it.
import type { AppHttpClient } from '../providers/httpClient';
import type { Read } from '../providers/reads';
import { isListPage, type FirstData } from '../registry/firstData';
import { viewAt } from '../registry/routes';
import type { Arrival, ScreenDeclaration } from '../registry/types';
import { getListParams } from '../raCoreInternals/getList';

/** The HTTP read of one piece of first data; none for a list whose resource declares no read. */
export function earlyReadOf(
  data: FirstData,
  screens: readonly ScreenDeclaration[],
): Read | undefined {
  if (!isListPage(data)) return data.read;
  const resource = screens.find(
    (screen) => screen.kind === 'resource' && screen.name === data.list,
  );
  // The parameters the app's useGetList hands its provider: the same defaults.
  return resource?.kind === 'resource'
    ? resource.listRead?.(getListParams(data.params))
    : undefined;
}

export function startEarlyReads(
  http: AppHttpClient,
  arrival: Arrival,
  screens: readonly ScreenDeclaration[],
): void {
  const firstData = viewAt(arrival.pathname, screens)?.screen.firstData?.(arrival) ?? [];
  for (const data of firstData) {
    const read = earlyReadOf(data, screens);
    if (read) http.early(read.path, { query: read.query }).catch(() => undefined);
  }
}
