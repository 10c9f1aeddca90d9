// The first screen's queries answered before its first drawing, when their data has already
// arrived (the start-up asked for it early: earlyReads.ts): the screen then draws its data in
// that drawing, instead of a skeleton first and its data in a second round of drawing, style
// and layout. The queries are the screen's first data (registry/firstData.ts) under the keys its
// hooks use: a list's is ra-core's useGetList's (raCoreInternals/getList.ts). Data still on its
// way is not waited for: the app is drawn at once and the screen shows it when it comes, as
// without this.
import type { AdminParts } from '../adminParts';
import type { AppDataProvider } from '../providers/appDataProvider';
import { isListPage, type FirstData } from '../registry/firstData';
import { viewAt } from '../registry/routes';
import type { Arrival, ScreenDeclaration } from '../registry/types';
import { getListAnswer, getListParams, getListQueryKey } from '../raCoreInternals/getList';

/**
 * How long a query answered this way counts as fresh: more than the first drawing takes, on a
 * slow phone too, so that the screen's mount does not ask for the same data again at once. It
 * stays with the query's key: the same list opened again within this time of its last read is
 * drawn from what the client has, without asking (a change the admin makes still re-reads it).
 */
export const FIRST_QUERY_FRESH_MS = 5_000;

interface FirstQuery {
  queryKey: readonly unknown[];
  queryFn: (dataProvider: AppDataProvider) => Promise<unknown>;
}

/** One piece of first data as the query the screen makes for it. */
export function firstQueryOf(data: FirstData): FirstQuery {
  if (!isListPage(data)) return data;
  const params = getListParams(data.params);
  return {
    queryKey: getListQueryKey(data.list, params),
    queryFn: (dataProvider) => dataProvider.getList(data.list, params).then(getListAnswer),
  };
}

/** An answer already in hand settles in microtasks; one still on its way, after this. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the arrival screen's first queries are answered, or at the next task. */
export function answerFirstQueries(
  { queryClient, dataProvider }: Pick<AdminParts, 'queryClient' | 'dataProvider'>,
  arrival: Arrival,
  screens: readonly ScreenDeclaration[],
): Promise<void> {
  const firstData = viewAt(arrival.pathname, screens)?.screen.firstData?.(arrival) ?? [];
  const answered = firstData.map(firstQueryOf).map(({ queryKey, queryFn }) => {
    queryClient.setQueryDefaults(queryKey, { staleTime: FIRST_QUERY_FRESH_MS });
    // A failure stays in the client as the query's error: the screen shows it and asks again.
    return queryClient.prefetchQuery({ queryKey, queryFn: () => queryFn(dataProvider) });
  });
  return Promise.race([Promise.all(answered), nextTask()]).then(() => undefined);
}
