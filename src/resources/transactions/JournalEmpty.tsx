// The journal's empty result, in the table and in the phone list alike.
import { EmptyState } from '../../ui/States';
import { EmptyText } from './loadedOnly';

export function JournalEmpty() {
  return <EmptyState message={<EmptyText />} />;
}
