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

/**
 * The list's columns; only the ones the server can sort by are sortable, and a personal field's
 * column shows only to a user who may read it (`canRead`).
 */
export function studentColumns(
  intl: IntlShape,
  canRead: (field: PersonalStudentField) => boolean,
  onEdit?: (student: Student) => void,
): GridColDef<Student>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: GridColDef<Student>[] = [
    { field: 'matricule', headerName: t('students.fields.matricule'), width: 130 },
    { field: 'lastName', headerName: t('students.fields.lastName'), flex: 1, minWidth: 140 },
    { field: 'firstName', headerName: t('students.fields.firstName'), flex: 1, minWidth: 140 },
    { field: 'sex', headerName: t('students.fields.sex'), width: 100, valueFormatter: (value: string) => t(`students.sex.${value}`) },
    ...(canRead('birthDate')
      ? [
          {
            field: 'birthDate',
            headerName: t('students.fields.birthDate'),
            width: 130,
            valueFormatter: (value: string | null | undefined) => formatDay(intl, value),
          },
        ]
      : []),
    {
      field: 'placement',
      headerName: t('students.fields.classroom'),
      width: 150,
      renderCell: ({ row }) =>
        row.placement ? row.placement.classroomName : <Chip size="small" variant="outlined" label={t('students.list.notRegistered')} />,
    },
  ];
  columns.push({
    field: 'actions',
    headerName: t('common.actions'),
    width: 100,
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
  });
  return columns.map((column) => ({ ...column, sortable: sortable(column.field), filterable: false, disableColumnMenu: true }));
}
