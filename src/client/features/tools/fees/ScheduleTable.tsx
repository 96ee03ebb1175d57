import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeeType } from '../../../../domain/contract/feeSetup';
import { useMoney } from '../../../components/useMoney';
import { totalOf, type Line, type LineField, type LinesMessages } from './scheduleLines';

interface Props {
  caption: string;
  lines: Line[];
  feeTypes: FeeType[];
  messages: LinesMessages;
  onChange: (key: string, field: LineField, value: string) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

const HEADERS = ['number', 'feeType', 'label', 'amount', 'dueDate', 'actions'] as const;

/** A level's instalments as inputs, one row each, with their total; a refused input or line is marked with the server's words. */
export function ScheduleTable({ caption, lines, feeTypes, messages, onChange, onMove, onRemove }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `feeSetup.schedules.${id}` }, values);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'amount' || header === 'actions' ? 'right' : 'left'}>
                <FormattedMessage id={`feeSetup.schedules.columns.${header}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                <FormattedMessage id="feeSetup.schedules.empty" />
              </TableCell>
            </TableRow>
          )}
          {lines.map((line, index) => {
            const number = index + 1;
            const lineMessages = messages[line.key] ?? {};
            const input = (field: LineField) => ({
              id: `schedule-${line.key}-${field}`,
              size: 'small' as const,
              value: line[field],
              error: Boolean(lineMessages[field]),
              helperText: lineMessages[field],
              onChange: (event: { target: { value: string } }) => onChange(line.key, field, event.target.value),
            });
            const label = (field: LineField) => ({ htmlInput: { 'aria-label': t(`cells.${field}`, { number }) } });
            return (
              <Fragment key={line.key}>
                <TableRow sx={lineMessages.line ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}>
                  <TableCell>{number}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <TextField {...input('feeTypeId')} select fullWidth slotProps={{ ...label('feeTypeId'), select: { native: true } }}>
                      <option value="" disabled>
                        {t('pickFeeType')}
                      </option>
                      {feeTypes.map((type) => (
                        <option key={type.id} value={type.id}>
                          {type.name}
                        </option>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <TextField {...input('label')} fullWidth slotProps={label('label')} />
                  </TableCell>
                  <TableCell align="right" sx={{ minWidth: 120 }}>
                    <TextField
                      {...input('amount')}
                      type="number"
                      fullWidth
                      slotProps={{ htmlInput: { ...label('amount').htmlInput, min: 1, step: 1, style: { textAlign: 'right' } } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField {...input('dueDate')} type="date" slotProps={label('dueDate')} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={t('moveUp', { number })} disabled={index === 0} onClick={() => onMove(index, -1)}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('moveDown', { number })}
                      disabled={index === lines.length - 1}
                      onClick={() => onMove(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('remove', { number })} onClick={() => onRemove(index)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
                {lineMessages.line && (
                  <TableRow>
                    <TableCell colSpan={HEADERS.length} sx={{ color: 'error.main', borderTop: 0 }}>
                      {t('lineRefused', { number, message: lineMessages.line })}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 'bold' }}>
              <FormattedMessage id="feeSetup.schedules.total" />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {money(totalOf(lines))}
            </TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
