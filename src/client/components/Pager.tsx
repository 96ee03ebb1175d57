import TablePagination from '@mui/material/TablePagination';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export const PAGE_SIZES = [10, 25, 50, 100];

interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Server paging (limit/skip) with MUI's pagination bar, its texts in the user's language. */
export function Pager({ total, page, pageSize, onPage, onPageSize }: PagerProps) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        // Another page size starts again at the first page: the old page number means other rows.
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      labelRowsPerPage={intl.formatMessage({ id: 'pager.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'pager.displayed' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: `pager.${type}` })}
    />
  );
}

/** limit/skip for the list endpoints from a page number and size. */
export const pageQuery = (page: number, pageSize: number) => ({ limit: pageSize, skip: page * pageSize });

/**
 * Brings `page` back to the last page there is when the list shrank under it (paid since, a
 * reversal undone, an old address); `total` is undefined until the list has come.
 */
export function useLastPageBound(total: number | undefined, page: number, pageSize: number, setPage: (page: number) => void): void {
  const lastPage = total === undefined ? page : Math.max(0, Math.ceil(total / pageSize) - 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
