import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Board } from '../../../../domain/contract/discipline';
import { useDisciplineBoardQuery } from '../../../api/disciplineApi';
import { PageSpinner } from '../../../components/PageSpinner';
import { Day } from '../../../components/Day';
import { useCanManageDiscipline } from '../access';
import { DateField } from '../../../components/DateField';
import { TabLoadFailed } from '../components/TabLoadFailed';
import { dayOrNull, today } from '../../../hooks/today';

type Slot = Board['classrooms'][number]['slots'][number];

/** Where a missing roll call is taken: the roll-call tab, on that classroom, date and time part. */
export const rollCallLink = (classroomId: number, date: string, timePartId: number) =>
  `?${new URLSearchParams({ tab: 'roll-call', classroom: String(classroomId), date, timePart: String(timePartId) }).toString()}`;

/** Taken or missing said in words beside the icon: never a colour alone. */
function SlotState({ taken }: { taken: boolean }) {
  const Icon = taken ? CheckCircleOutline : ErrorOutline;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: taken ? 'success.dark' : 'error.main' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        <FormattedMessage id={taken ? 'discipline.board.taken' : 'discipline.board.missing'} />
      </Typography>
    </Stack>
  );
}

function SlotCell({ slot, classroomId, date, canTake }: { slot: Slot | undefined; classroomId: number; date: string; canTake: boolean }) {
  const intl = useIntl();
  if (!slot) return <TableCell>{intl.formatMessage({ id: 'discipline.board.noSlot' })}</TableCell>;
  if (slot.taken) {
    return (
      <TableCell>
        <SlotState taken />
        {slot.takenBy && (
          <Typography variant="body2" color="text.secondary">
            {slot.takenBy}
          </Typography>
        )}
        <Typography variant="body2">
          <FormattedMessage id="discipline.board.slotCounts" values={{ absent: slot.absent, late: slot.late }} />
        </Typography>
      </TableCell>
    );
  }
  return (
    <TableCell>
      <SlotState taken={false} />
      {canTake && (
        <Link component={RouterLink} to={rollCallLink(classroomId, date, slot.timePartId)} variant="body2">
          <FormattedMessage id="discipline.board.takeRollCall" />
        </Link>
      )}
    </TableCell>
  );
}

/**
 * The day's board (tableau de bord des appels): for each classroom and time part, the roll call
 * taken (by whom, its absences and lateness) or missing, with a link to take it. Taken and missing
 * are said in words beside their icon, never by colour alone. The date lives in the address.
 */
export default function BoardTab() {
  const intl = useIntl();
  const canTake = useCanManageDiscipline();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = dayOrNull(searchParams.get('date')) ?? today();
  const { currentData: board, error, isFetching, refetch } = useDisciplineBoardQuery(date);

  const pickDate = (value: string) => {
    if (!dayOrNull(value)) return;
    const next = new URLSearchParams(searchParams);
    next.set('date', value);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (board) {
    body =
      board.classrooms.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="discipline.board.empty" />
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} role="status">
            <FormattedMessage id="discipline.board.totals" values={{ taken: board.taken, missing: board.missing }} />
          </Typography>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small">
              <caption>
                <FormattedMessage id="discipline.board.caption" values={{ date: <Day value={board.date} /> }} />
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    <FormattedMessage id="discipline.fields.classroom" />
                  </TableCell>
                  {board.timeParts.map((part) => (
                    <TableCell key={part.id} component="th" scope="col">
                      {part.name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {board.classrooms.map((classroom) => (
                  <TableRow key={classroom.classroomId}>
                    <TableCell component="th" scope="row">
                      {classroom.classroomName}
                    </TableCell>
                    {board.timeParts.map((part) => (
                      <SlotCell
                        key={part.id}
                        slot={classroom.slots.find((slot) => slot.timePartId === part.id)}
                        classroomId={classroom.classroomId}
                        date={board.date}
                        canTake={canTake}
                      />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      );
  } else if (error && !isFetching) {
    body = <TabLoadFailed error={error} onRetry={refetch} />;
  } else body = <PageSpinner />;

  return (
    <Box component="section" aria-labelledby="discipline-board-title">
      <Typography id="discipline-board-title" variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="discipline.board.title" />
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DateField
          id="discipline-board-date"
          label={intl.formatMessage({ id: 'discipline.fields.date' })}
          value={date}
          onChange={(event) => pickDate(event.target.value)}
        />
      </Box>
      {body}
    </Box>
  );
}
