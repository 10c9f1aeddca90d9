// ra-core's query of `useGetList(resource, params)`, which a ListBase's page is too: its defaults,
// its react-query key and the part of the data provider's answer it keeps. The app puts a
// screen's first lists in the query client under this key before the screen is drawn
// (loadTime/firstQueries.ts), and the start-up reads them early with these defaults applied
// (loadTime/earlyReads.ts): both copies of useGetList's own code, not its public API.
import type { GetListParams, GetListResult } from 'ra-core';

/** What a screen may pass useGetList: none of it is required. */
export type GetListQueryParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** What useGetList hands its data provider, and keys its query by. */
export type GetListQueryParamsWithDefaults = Required<Omit<GetListQueryParams, 'meta'>> & {
  meta?: unknown;
};

/** useGetList's parameters with its defaults in the place of what is not given. */
export function getListParams({
  pagination = { page: 1, perPage: 25 },
  sort = { field: 'id', order: 'DESC' },
  filter = {},
  meta,
}: GetListQueryParams = {}): GetListQueryParamsWithDefaults {
  return { pagination, sort, filter, meta };
}

/** useGetList's react-query key of `resource`'s list with `params` (getListParams' answer). */
export const getListQueryKey = (resource: string, params: GetListQueryParamsWithDefaults) =>
  [resource, 'getList', params] as const;

/** The part of the data provider's getList answer that useGetList keeps as its query's data. */
export const getListAnswer = ({ data, total, pageInfo, meta }: GetListResult) => ({
  data,
  total,
  pageInfo,
  meta,
});
