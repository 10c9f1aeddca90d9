// A screen's first data, declared once (`firstData` in its index.ts): the start-up reads it over
// HTTP while the app's code downloads (loadTime/earlyReads.ts), and the app puts those answers in
// its query client under the keys the screen's hooks use before the screen is drawn
// (loadTime/firstQueries.ts), so that each piece is asked for once and drawn in the first
// drawing. Plain data: the start-up reads it before React and ra-core have arrived.
import type { Resource } from '../../contract/roles';
import type { AppDataProvider } from '../providers/appDataProvider';
import type { Read } from '../providers/reads';
import type { GetListQueryParams } from '../raCoreInternals/getList';

/**
 * A page of a resource's list as `useGetList(list, params)` (a ListBase's too) asks for it. Its
 * HTTP read is the resource's own (`listRead` in the resource's declaration).
 */
export interface ListPage {
  list: Resource;
  params?: GetListQueryParams;
}

/** A query of the panel's own: its key, the one HTTP read that answers it, and its answer. */
export interface OwnQuery {
  queryKey: readonly unknown[];
  read: Read;
  queryFn: (dataProvider: AppDataProvider) => Promise<unknown>;
}

export type FirstData = ListPage | OwnQuery;

export const isListPage = (data: FirstData): data is ListPage => 'list' in data;
