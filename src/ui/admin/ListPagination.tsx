// The page controls of the list around it (react-admin's list context): its page, rows per page
// and total, and the setters that read the next page from the server.
import { useListContext } from 'ra-core';
import { Pagination } from '../Pagination';

export function ListPagination({ perPageOptions }: { perPageOptions?: number[] }) {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return (
    <Pagination
      page={page}
      perPage={perPage}
      total={total ?? 0}
      perPageOptions={perPageOptions}
      onPageChange={setPage}
      onPerPageChange={setPerPage}
    />
  );
}
