import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import NoPhotography from '@mui/icons-material/NoPhotography';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CardStatus } from '../../../domain/contract/accessCodes';
import { StudentLink } from '../../components/StudentLink';

interface Props {
  classroomName: string;
  students: readonly CardStatus[];
  /** The ticked students; null: no boxes at all (a user who may only read). */
  selected: ReadonlySet<number> | null;
  onSelect: (studentIds: number[]) => void;
  /** Students the server refused by name (a 400 naming `studentIds[i]`), marked in their row. */
  refused: ReadonlySet<number>;
}

const MARK = { alignItems: 'center', gap: 0.5 } as const;

/**
 * A classroom's students in name order: matricule, whether a photo is on file (a missing one is
 * marked, as the card would print without it) and when the card in force was made. A user who may
 * make cards ticks the students they are for; none ticked means the whole classroom.
 */
export function CardStatusTable({ classroomName, students, selected, onSelect, refused }: Props) {
  const intl = useIntl();
  const captionId = useId();
  const ids = students.map((student) => student.studentId);
  const ticked = selected ? ids.filter((id) => selected.has(id)).length : 0;
  const toggle = (id: number, on: boolean) => {
    if (!selected) return;
    onSelect(on ? [...ids.filter((one) => selected.has(one) || one === id)] : ids.filter((one) => selected.has(one) && one !== id));
  };
  return (
    // A table wider than the screen scrolls: the keyboard reaches it, and it is named by its caption.
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table size="small">
        <caption id={captionId}>
          <FormattedMessage id="studentCards.table.caption" values={{ classroom: classroomName }} />
        </caption>
        <TableHead>
          <TableRow>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={students.length > 0 && ticked === students.length}
                  indeterminate={ticked > 0 && ticked < students.length}
                  disabled={students.length === 0}
                  onChange={(event) => onSelect(event.target.checked ? ids : [])}
                  slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'studentCards.table.selectAll' }) } }}
                />
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              <FormattedMessage id="studentCards.table.student" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="studentCards.table.matricule" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="studentCards.table.photo" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="studentCards.table.card" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student) => {
            const isRefused = refused.has(student.studentId);
            return (
              <TableRow key={student.studentId} hover selected={selected?.has(student.studentId) ?? false}>
                {selected && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(student.studentId)}
                      onChange={(event) => toggle(student.studentId, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': intl.formatMessage({ id: 'studentCards.table.select' }, { student: student.studentName }),
                        },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell component="th" scope="row" sx={isRefused ? { color: 'error.dark', fontWeight: 600 } : undefined}>
                  <StudentLink studentId={student.studentId}>{student.studentName}</StudentLink>
                  {isRefused && (
                    <>
                      {' '}
                      <FormattedMessage id="studentCards.table.refused" />
                    </>
                  )}
                </TableCell>
                <TableCell>{student.matricule}</TableCell>
                <TableCell>
                  {student.hasPhoto ? (
                    <Stack direction="row" sx={MARK}>
                      <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
                      <FormattedMessage id="studentCards.table.hasPhoto" />
                    </Stack>
                  ) : (
                    <Stack direction="row" sx={{ ...MARK, color: 'text.primary', fontWeight: 600 }}>
                      <NoPhotography fontSize="small" color="warning" aria-hidden />
                      <FormattedMessage id="studentCards.table.noPhoto" />
                    </Stack>
                  )}
                </TableCell>
                <TableCell>
                  {student.codeMadeAt ? (
                    <FormattedMessage
                      id="studentCards.table.madeOn"
                      values={{ date: <FormattedDate value={student.codeMadeAt} day="numeric" month="short" year="numeric" /> }}
                    />
                  ) : (
                    <FormattedMessage id="studentCards.table.noCard" />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
