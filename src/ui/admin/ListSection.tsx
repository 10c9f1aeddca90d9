// A section that lists records as rows (admins, panel accounts): a SectionCard whose rows reach its
// edges, showing placeholder rows while the list loads, the load error with a retry, the screen's
// empty text, or the rows in a list named by the section's heading.
import { useId, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { EmptyState, ErrorState } from '../States';
import { SectionCard } from './SectionCard';

export interface ListSectionProps<T> {
  title: string;
  data: T[] | undefined;
  isPending: boolean;
  /** The load error's words, set when the list could not be read. */
  loadError?: string;
  onRetry: () => void;
  /** Shown when there is no record. */
  empty: string;
  /** How many placeholder rows to show while loading, about as many as there usually are. */
  placeholders: number;
  /** One record's row: an <li> with its key. */
  children: (record: T) => ReactNode;
}

export function ListSection<T>({
  title,
  data,
  isPending,
  loadError,
  onRetry,
  empty,
  placeholders,
  children,
}: ListSectionProps<T>) {
  const headingId = useId();
  let body;
  if (isPending) {
    body = (
      <div className="flex flex-col gap-2 px-4 pb-4" aria-busy="true">
        {Array.from({ length: placeholders }, (_, key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (loadError) {
    body = (
      <div className="px-4 pb-4">
        <ErrorState message={loadError} onRetry={onRetry} />
      </div>
    );
  } else if (data && data.length > 0) {
    body = (
      <ul className="m-0 list-none p-0" aria-labelledby={headingId}>
        {data.map(children)}
      </ul>
    );
  } else {
    body = <EmptyState message={empty} />;
  }
  return (
    <SectionCard title={title} id={headingId} flush>
      {body}
    </SectionCard>
  );
}
