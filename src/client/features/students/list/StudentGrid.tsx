import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { Student, StudentSort } from '../../../../domain/contract/students';
import { useLanguage } from '../../../i18n/LanguageContext';
import { gridLocaleText } from './gridLocale';
import { PAGE_SIZE, type ListState } from './listState';

interface Props {
  rows: Student[];
  rowCount: number;
  columns: GridColDef<Student>[];
  loading: boolean;
  state: ListState;
  update: (change: Partial<ListState>) => void;
  onOpen: (student: Student) => void;
}

/** The list's grid, a chunk of its own (StudentListPage): the server pages and sorts, the grid shows. */
export default function StudentGrid({ rows, rowCount, columns, loading, state, update, onOpen }: Props) {
  const { language } = useLanguage();
  const sortModel: GridSortModel = [{ field: state.sort, sort: state.order }];
  return (
    <DataGrid
      autoHeight
      // Staff read many rows at once: the compact rows show twice as many without scrolling.
      density="compact"
      // Fifty rows a page: rendering them all costs little and keeps every row reachable.
      disableVirtualization
      rows={rows}
      rowCount={rowCount}
      columns={columns}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      pageSizeOptions={[PAGE_SIZE]}
      paginationModel={{ page: state.page, pageSize: PAGE_SIZE }}
      onPaginationModelChange={({ page }) => update({ page })}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={([first]) =>
        update({ sort: (first?.field as StudentSort | undefined) ?? state.sort, order: first?.sort === 'desc' ? 'desc' : 'asc' })
      }
      onRowClick={({ row }) => onOpen(row)}
      disableRowSelectionOnClick
      disableColumnFilter
      localeText={gridLocaleText(language)}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
