import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { STUDENT_SORTS, type Student } from '../../../../domain/contract/students';
import type { PersonalStudentField } from '../../../../domain/students/fieldAccess';
import { formatDay } from '../shared/format';

const sortable = (field: string) => (STUDENT_SORTS as readonly string[]).includes(field);

/** Two small icon buttons and the compact grid's cell padding. */
const ACTIONS_WIDTH = 84;

/**
 * The list's columns; only the ones the server can sort by are sortable, and a personal field's
 * column shows only to a user who may read it (`canRead`).
 *
 * The free DataGrid pins no column, so the actions come first, where no scrolling hides them, and
 * the other columns share the width (flex) down to minimums that fit the 1024 px office screen
 * beside the navigation drawer (about 710 px for the grid).
 */
export function studentColumns(
  intl: IntlShape,
  canRead: (field: PersonalStudentField) => boolean,
  onEdit?: (student: Student) => void,
): GridColDef<Student>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const actions: GridColDef<Student> = {
    field: 'actions',
    headerName: t('common.actions'),
    width: ACTIONS_WIDTH,
    minWidth: ACTIONS_WIDTH,
    renderCell: ({ row }) => {
      const name = `${row.lastName} ${row.firstName}`;
      return (
        <>
          <Tooltip title={t('students.list.open')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`/student/${row.id}`}
              aria-label={intl.formatMessage({ id: 'students.list.openStudent' }, { name })}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
          {onEdit && (
            <Tooltip title={t('common.edit')}>
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'students.list.editStudent' }, { name })}
                onClick={(event) => {
                  // The row's own click opens the student's page.
                  event.stopPropagation();
                  onEdit(row);
                }}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      );
    },
  };
  const columns: GridColDef<Student>[] = [
    actions,
    { field: 'matricule', headerName: t('students.fields.matricule'), flex: 0.8, minWidth: 100 },
    { field: 'lastName', headerName: t('students.fields.lastName'), flex: 1, minWidth: 110 },
    { field: 'firstName', headerName: t('students.fields.firstName'), flex: 1, minWidth: 110 },
    {
      field: 'sex',
      headerName: t('students.fields.sex'),
      flex: 0.5,
      minWidth: 80,
      valueFormatter: (value: string) => t(`students.sex.${value}`),
    },
    ...(canRead('birthDate')
      ? [
          {
            field: 'birthDate',
            headerName: t('students.fields.birthDate'),
            flex: 0.8,
            minWidth: 104,
            valueFormatter: (value: string | null | undefined) => formatDay(intl, value),
          },
        ]
      : []),
    {
      field: 'placement',
      headerName: t('students.fields.classroom'),
      flex: 0.8,
      minWidth: 100,
      renderCell: ({ row }) =>
        row.placement ? row.placement.classroomName : <Chip size="small" variant="outlined" label={t('students.list.notRegistered')} />,
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable(column.field), filterable: false, disableColumnMenu: true }));
}
