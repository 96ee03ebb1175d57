import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListResult } from '../../../api/resource';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RecordDialog, type Pending, type RecordForm } from './RecordDialog';
import { LoadFailed } from '../../../components/LoadFailed';

export interface Column<Item> {
  key: string;
  labelId: string;
  render: (item: Item) => ReactNode;
  numeric?: boolean;
}

/** The parts of an RTK Query list result the table reads. */
export interface ListState<Item> {
  data?: ListResult<Item>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ReferenceListProps<Item extends { id: number }, V extends FormikValues, Body> {
  /** Field id prefix, and the catalogue keys `tools.<name>.addTitle` and `tools.<name>.editTitle`. */
  name: string;
  columns: Column<Item>[];
  list: ListState<Item>;
  form: RecordForm<V, Body>;
  /** The form's values for a record, or for a new one (given the current items, e.g. for the next position). */
  toValues: (item: Item | null, items: Item[]) => V;
  remove: (id: number) => Pending;
  /** How a record is named in the delete confirmation. */
  describe: (item: Item) => string;
  /** Filters or search shown before the Add button. */
  toolbar?: ReactNode;
  /** Extra buttons after the Add button. */
  actions?: ReactNode;
  emptyId?: string;
  /** Catalogue ids of the dialog's titles, for a tab whose words live outside `tools.<name>`. */
  titleIds?: { add: string; edit: string };
}

type Editing<Item> = { item: Item | null } | null;

/**
 * A reference list of the tools screen: a table of records with Add, Edit (a dialog whose form
 * follows the contract's body schema) and Delete (after a confirmation), with loading, error and
 * empty states. Each tab only describes its columns and fields.
 */
export function ReferenceList<Item extends { id: number }, V extends FormikValues, Body>({
  name,
  columns,
  list,
  form,
  toValues,
  remove,
  describe,
  toolbar,
  actions,
  emptyId = 'tools.list.empty',
  titleIds = { add: `tools.${name}.addTitle`, edit: `tools.${name}.editTitle` },
}: ReferenceListProps<Item, V, Body>) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  // A record still in use (409) is told in the confirmation; no field to mark there.
  const deleteRefusal = useFormRefusal({ owns: () => false });
  const items = list.data?.data ?? [];

  const stopDeleting = () => {
    setDeleting(null);
    deleteRefusal.clear();
  };

  const confirmDelete = async (item: Item) => {
    try {
      await remove(item.id).unwrap();
      stopDeleting();
      toasts.success();
    } catch (error) {
      if (deleteRefusal.refuse(error)) return;
      stopDeleting();
      showError(error);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        {toolbar}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ item: null })}
          disabled={list.isLoading || list.isError}
        >
          <FormattedMessage id="common.add" />
        </Button>
      </Box>
      {list.isLoading ? (
        <PageSpinner />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          <FormattedMessage id="tools.list.loadError" />
        </LoadFailed>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    <FormattedMessage id={column.labelId} />
                  </TableCell>
                ))}
                <TableCell align="right">
                  <FormattedMessage id="common.actions" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    <FormattedMessage id={emptyId} />
                  </TableCell>
                </TableRow>
              ) : (
                items.map((item) => (
                  <TableRow key={item.id} hover>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                        {column.render(item)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={intl.formatMessage({ id: 'common.edit' })}>
                        <IconButton
                          size="small"
                          aria-label={intl.formatMessage({ id: 'common.edit' })}
                          onClick={() => setEditing({ item })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={intl.formatMessage({ id: 'common.delete' })}>
                        <IconButton size="small" aria-label={intl.formatMessage({ id: 'common.delete' })} onClick={() => setDeleting(item)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <RecordDialog
          key={editing.item?.id ?? 'new'}
          formId={name}
          titleId={editing.item ? titleIds.edit : titleIds.add}
          id={editing.item?.id}
          initialValues={toValues(editing.item, items)}
          form={form}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          subject={describe(deleting)}
          onConfirm={() => confirmDelete(deleting)}
          onClose={stopDeleting}
          errorText={deleteRefusal.refusal?.message}
        />
      )}
    </Box>
  );
}
