// A screen's first queries in react-query's terms (its key and what answers it), so that the app
// can have their answers in its query client before the screen's first drawing (speed/
// firstQueries.ts): the start-up asked for the same data early (speed/earlyReads.ts), and a
// screen that finds its data there draws it at once, instead of a skeleton and a second pass.
import type { GetListParams, GetListResult } from 'ra-core';
import type { AppDataProvider } from './appDataProvider';

export interface FirstQuery {
  queryKey: readonly unknown[];
  queryFn: (dataProvider: AppDataProvider) => Promise<unknown>;
}

type ListQueryParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/**
 * ra-core's query of `useGetList(resource, params)` (and so of a list's page): its key, with
 * useGetList's defaults, and the part of the provider's answer it keeps (ra-core's useGetList; tests/providers/firstQueries
 * holds this to a mounted list).
 */
export function listQuery(
  resource: string,
  {
    pagination = { page: 1, perPage: 25 },
    sort = { field: 'id', order: 'DESC' },
    filter = {},
    meta,
  }: ListQueryParams,
): FirstQuery {
  return {
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }],
    queryFn: (dataProvider) =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta })
        .then(({ data, total, pageInfo, meta: answerMeta }: GetListResult) => ({
          data,
          total,
          pageInfo,
          meta: answerMeta,
        })),
  };
}
