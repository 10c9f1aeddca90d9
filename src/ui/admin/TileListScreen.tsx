// A screen that lists a resource's records as tiles (cards, platforms, Oson accounts), on ra-core's
// ListBase: the header with the screen's actions, then placeholders while loading, the load error
// (inline with a way to try again, and as a toast), the screen's own empty state, or the tiles.
// One column on a phone, two from 768 px, three from 1280 px (the menu's 240 px leaves about
// 1000 px for three tiles).
import type { ReactNode } from 'react';
import {
  ListBase,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'ra-core';
import { Skeleton } from '../Skeleton';
import { ErrorState } from '../States';
import { cx } from '../cx';
import { ScreenHeader } from './ScreenHeader';
import { WHOLE_LIST } from './wholeList';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';
const SKELETON_COUNT = 3;

export interface TileListScreenProps<T extends RaRecord> {
  resource: string;
  sort: SortPayload;
  title: string;
  /** The header's buttons; drawn inside the list's context, so they may read it. */
  actions?: ReactNode;
  /** Catalogue key of the load error. */
  loadError: string;
  /** How long the load error's toast stays, where the screen's spec says. */
  toastDuration?: number;
  /** Height class of a placeholder, about a tile's, so the page does not jump. */
  skeletonClassName: string;
  /** Shown when there is no record. */
  empty: ReactNode;
  /** One record's tile (with its key). */
  children: (record: T) => ReactNode;
}

export function TileListScreen<T extends RaRecord>({
  resource,
  sort,
  loadError,
  toastDuration,
  ...view
}: TileListScreenProps<T>) {
  const notify = useNotify();
  return (
    <ListBase<T>
      resource={resource}
      sort={sort}
      perPage={WHOLE_LIST}
      // The screen has no filters or pages to keep in the address or the store.
      disableSyncWithLocation
      storeKey={false}
      // The screen's wording instead of ra-core's toast of the raw error.
      queryOptions={{
        onError: () => notify(loadError, { type: 'error', autoHideDuration: toastDuration }),
      }}
    >
      <TileListView<T> {...view} loadError={loadError} />
    </ListBase>
  );
}

type TileListViewProps<T extends RaRecord> = Omit<
  TileListScreenProps<T>,
  'resource' | 'sort' | 'toastDuration'
>;

function TileListView<T extends RaRecord>({ title, actions, ...grid }: TileListViewProps<T>) {
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <ScreenHeader title={title} actions={actions} />
      <TileGrid<T> {...grid} />
    </div>
  );
}

function TileGrid<T extends RaRecord>({
  loadError,
  skeletonClassName,
  empty,
  children,
}: Omit<TileListViewProps<T>, 'title' | 'actions'>) {
  const { data, isPending, error, refetch } = useListContext<T>();
  const translate = useTranslate();
  if (isPending) {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, key) => (
          <Skeleton key={key} className={cx('w-full rounded-lg', skeletonClassName)} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState message={translate(loadError)} onRetry={() => refetch()} />;
  if (!data || data.length === 0) return <>{empty}</>;
  return <div className={GRID}>{data.map(children)}</div>;
}
