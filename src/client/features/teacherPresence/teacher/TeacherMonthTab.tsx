import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TeacherFigures } from '../../../../domain/contract/teacherPresences';
import { MONTH_PATTERN, monthRange } from '../../../../domain/presence/week';
import { usePeriodicStatQuery } from '../../../api/teacherPresencesApi';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToday } from '../../../hooks/today';
import { useHolds } from '../access';
import { useFigureColumns } from '../components/figures';
import { MonthRecords } from './MonthRecords';
import { WeekSlots } from './WeekSlots';

/** How far back the month can be picked: two school years. */
const MONTHS_BACK = 24;

const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The months up to this one, the latest first, with the one asked for when it is further back. */
function monthChoices(current: string, chosen: string): string[] {
  const [year, month] = current.split('-').map(Number);
  const months = Array.from({ length: MONTHS_BACK }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
  return months.includes(chosen) ? months : [chosen, ...months];
}

/** Where the part-time teacher's statement of the month is made. */
export const statementLink = (month: string, teacherId: number) =>
  `?${new URLSearchParams({ tab: 'statements', month, teacher: String(teacherId) }).toString()}`;

/** The teacher's month in figures: a card each, the hours taught (what a part-time teacher is paid for) among them. */
function MonthFigures({ row }: { row: TeacherFigures }) {
  const intl = useIntl();
  const columns = useFigureColumns();
  const figures = [
    ...columns.map((column) => ({ key: column.key, labelId: column.labelId, value: column.format(row) })),
    {
      key: 'taughtHours',
      labelId: 'presence.figures.taughtHours',
      value: intl.formatNumber(row.taughtHours, { maximumFractionDigits: 2 }),
    },
  ];
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage({ id: 'presence.teacher.figures' })}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {figures.map(({ key, labelId, value }) => (
        <Card key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            <FormattedMessage id={labelId} />
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

/**
 * A teacher's month: pick a month (this one unless the address says otherwise) and one of the
 * teachers with a class in it; see their figures, their weekly slots and what was recorded, with a
 * way to their statement for those who pay the part-time teachers.
 */
export default function TeacherMonthTab() {
  const intl = useIntl();
  const canPay = useHolds('presence.pay');
  const thisMonth = useToday().slice(0, 7);
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : thisMonth;
  const teacherId = id(params.get('teacher'));
  const range = useMemo(() => monthRange(month), [month]);
  const { currentData: stat, error, isFetching, refetch } = usePeriodicStatQuery(range);
  const row = stat?.data.find((one) => one.teacherId === teacherId);
  const monthName = (value: string) => intl.formatDate(`${value}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  const choose = (next: { month?: string; teacher?: number | null }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        const chosenMonth = next.month ?? month;
        const chosenTeacher = next.teacher === undefined ? teacherId : next.teacher;
        search.set('month', chosenMonth);
        if (chosenTeacher === null) search.delete('teacher');
        else search.set('teacher', String(chosenTeacher));
        return search;
      },
      { replace: true },
    );

  let body;
  if (stat) {
    if (stat.data.length === 0) {
      body = (
        <Alert severity="info">
          <FormattedMessage id="presence.teacher.noTeacher" />
        </Alert>
      );
    } else if (teacherId === null) {
      body = (
        <Alert severity="info">
          <FormattedMessage id="presence.teacher.chooseHint" />
        </Alert>
      );
    } else if (!row) {
      body = (
        <Alert severity="info">
          <FormattedMessage id="presence.teacher.notThisMonth" />
        </Alert>
      );
    } else {
      const title = intl.formatMessage({ id: 'presence.teacher.heading' }, { name: row.teacherName, month: monthName(month) });
      body = (
        <Stack useFlexGap sx={{ gap: 2 }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h3">
              {title}
            </Typography>
            {canPay && (
              <Button component={RouterLink} to={statementLink(month, row.teacherId)} variant="outlined" startIcon={<ReceiptLong />}>
                <FormattedMessage id="presence.teacher.statement" />
              </Button>
            )}
          </Stack>
          <MonthFigures row={row} />
          <WeekSlots teacherId={row.teacherId} from={range.from} to={range.to} />
          <MonthRecords
            teacherId={row.teacherId}
            from={range.from}
            to={range.to}
            title={intl.formatMessage({ id: 'presence.teacher.recordsTitle' }, { month: monthName(month) })}
          />
        </Stack>
      );
    }
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  const teacherChoices = (stat?.data ?? []).map((one) => ({ value: String(one.teacherId), label: one.teacherName }));
  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="presence.teacher.title" />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <ChoiceSelect
          id="presence-teacher-month"
          label={intl.formatMessage({ id: 'presence.teacher.month' })}
          value={month}
          choices={monthChoices(thisMonth, month).map((value) => ({ value, label: monthName(value) }))}
          onChange={({ target: { value } }) => choose({ month: value })}
        />
        <ChoiceSelect
          id="presence-teacher-teacher"
          label={intl.formatMessage({ id: 'presence.teacher.teacher' })}
          value={row ? String(row.teacherId) : ''}
          emptyLabel={intl.formatMessage({ id: 'presence.teacher.choose' })}
          choices={teacherChoices}
          onChange={({ target: { value } }) => choose({ teacher: id(value) })}
          minWidth={220}
        />
      </Stack>
      {body}
    </Stack>
  );
}
