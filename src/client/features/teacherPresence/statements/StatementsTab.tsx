import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetStatementQuery, useListStatementsQuery } from '../../../api/teacherStatementsApi';
import { PageSpinner } from '../../../components/PageSpinner';
import { currentMonth, idOrNull, monthOrNull } from './months';
import { RatesDialog } from './RatesDialog';
import { StatementDetail } from './StatementDetail';
import { StatementsLoadFailed } from './StatementsLoadFailed';
import { StatementTable } from './StatementTable';
import { useStatementFiles } from './useStatementFiles';
import { useStatementFormat } from './useStatementFormat';

/**
 * The part-time teachers' statements (états de vacation) of a month: one row per teacher with the
 * total, a teacher's statement below when one is picked, the rates, and the month's statements as
 * one PDF to print. The month and the teacher live in the address
 * (`?tab=statements&month=2026-11&teacher=9`), so a statement can be linked.
 */
export default function StatementsTab() {
  const intl = useIntl();
  const format = useStatementFormat();
  const files = useStatementFiles();
  const [searchParams, setSearchParams] = useSearchParams();
  const month = monthOrNull(searchParams.get('month')) ?? currentMonth();
  const teacherId = idOrNull(searchParams.get('teacher'));
  const [ratesOpen, setRatesOpen] = useState(false);
  const list = useListStatementsQuery({ month });
  // The statement on its own: a teacher not (or no longer) paid by the hour can be linked to as well.
  const detail = useGetStatementQuery(teacherId === null ? skipToken : { month, teacherId });

  const linkTo = (id: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('month', month);
    next.set('teacher', String(id));
    return `?${next.toString()}`;
  };
  const pickMonth = (value: string) => {
    if (!monthOrNull(value)) return;
    const next = new URLSearchParams(searchParams);
    next.set('month', value);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (list.currentData) {
    body = <StatementTable statements={list.currentData.data} month={month} selectedId={teacherId} linkTo={linkTo} format={format} />;
  } else if (list.error && !list.isFetching) {
    body = <StatementsLoadFailed error={list.error} onRetry={list.refetch} />;
  } else body = <PageSpinner />;

  let statement = null;
  if (detail.currentData) statement = <StatementDetail statement={detail.currentData} format={format} />;
  else if (detail.error && !detail.isFetching) statement = <StatementsLoadFailed error={detail.error} onRetry={detail.refetch} />;

  return (
    <Box component="section" aria-labelledby="statements-title">
      <Typography id="statements-title" variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="presence.statements.title" />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField
          id="statements-month"
          name="month"
          type="month"
          size="small"
          label={intl.formatMessage({ id: 'presence.statements.month' })}
          value={month}
          onChange={(event) => pickMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<Payments />} onClick={() => setRatesOpen(true)}>
          <FormattedMessage id="presence.statements.rates.open" />
        </Button>
        <Button startIcon={<PictureAsPdf />} disabled={files.busy} onClick={() => void files.month(month)}>
          <FormattedMessage id="presence.statements.files.monthPdf" />
        </Button>
        <Button startIcon={<Print />} disabled={files.busy} onClick={() => void files.month(month, 'print')}>
          <FormattedMessage id="presence.statements.files.monthPrint" />
        </Button>
      </Stack>
      {body}
      {statement}
      {ratesOpen && <RatesDialog currency={format.currencyLabel} onClose={() => setRatesOpen(false)} />}
    </Box>
  );
}
