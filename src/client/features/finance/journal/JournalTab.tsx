import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CashSession } from '../../../../domain/contract/payments';
import { useJournalQuery } from '../../../api/paymentsApi';
import { DateField } from '../../../components/DateField';
import { Pager, pageQuery, useLastPageBound } from '../../../components/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFinanceAccess } from '../cash/access';
import { CloseSessionDialog } from '../cash/CloseSessionDialog';
import { dayOrNull, idOrNull, today } from '../cash/days';
import { FinanceLoadFailed } from '../cash/FinanceLoadFailed';
import { SessionBar } from '../cash/SessionBar';
import { useCashReports } from '../cash/useCashReports';
import { JournalPayments } from './JournalPayments';
import { JournalSessions } from './JournalSessions';
import { JournalTotals } from './JournalTotals';

/**
 * The day's journal (journal de caisse): the payments and reversals in receipt order, a page at a
 * time (a university's desks take thousands a day), the whole day's totals by
 * method and by cashier, and the sessions of the day with their counted amounts and differences; a
 * session still open can be closed from here, a closed one's report saved. The day (or one
 * cashier's part of it) comes as PDF or .xlsx too. The day and the cashier live in the address
 * (`?tab=journal&date=2026-11-25&cashier=6`).
 */
export default function JournalTab() {
  const intl = useIntl();
  const { manage } = useFinanceAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = dayOrNull(searchParams.get('date')) ?? today();
  const wanted = idOrNull(searchParams.get('cashier'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  // The whole day: its cashiers for the filter, and what is shown when no cashier is chosen.
  const day = useJournalQuery({ date, ...pageQuery(wanted === null ? page : 0, pageSize) });
  // A cashier with nothing that day (an old link) shows the whole day, as the filter then reads.
  const cashierId = day.currentData?.cashiers.some((entry) => entry.cashierId === wanted) ? wanted : null;
  const own = useJournalQuery(cashierId === null ? skipToken : { date, cashierId, ...pageQuery(page, pageSize) });
  const journal = cashierId === null ? day : own;
  const shown = journal.currentData;
  const [closing, setClosing] = useState<CashSession | null>(null);
  const reports = useCashReports();
  useLastPageBound(shown?.total, page, pageSize, setPage);
  const cashierName = day.currentData?.cashiers.find((entry) => entry.cashierId === cashierId)?.cashierName;
  const cashier = cashierId !== null && cashierName ? { id: cashierId, name: cashierName } : null;
  const dayName = intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  const setParam = (name: string, value: string | null) => {
    // Another day or cashier: its first page.
    setPage(0);
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (shown)
    body = (
      <>
        <JournalPayments payments={shown.payments} day={dayName} />
        <Pager total={shown.total} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
        <JournalTotals journal={shown} />
        <JournalSessions
          sessions={shown.sessions}
          day={dayName}
          onClose={manage ? setClosing : undefined}
          busy={reports.busy}
          onReport={(session, format) => void reports.sessionClose(session, format)}
        />
      </>
    );
  else if (journal.error && !journal.isFetching) body = <FinanceLoadFailed error={journal.error} onRetry={journal.refetch} />;
  else body = <PageSpinner />;

  return (
    <Stack component="section" aria-labelledby="journal-title" sx={{ gap: 2 }}>
      <Typography id="journal-title" variant="h6" component="h2">
        <FormattedMessage id="finance.journal.title" />
      </Typography>
      <SessionBar />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <DateField
          id="journal-date"
          label={intl.formatMessage({ id: 'finance.journal.date' })}
          value={date}
          onChange={(event) => dayOrNull(event.target.value) && setParam('date', event.target.value)}
        />
        <TextField
          id="journal-cashier"
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={intl.formatMessage({ id: 'finance.journal.cashier' })}
          value={cashierId ?? ''}
          onChange={(event) => setParam('cashier', event.target.value === '' ? null : String(event.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <FormattedMessage id="finance.journal.allCashiers" />
          </MenuItem>
          {(day.currentData?.cashiers ?? []).map((entry) => (
            <MenuItem key={entry.cashierId} value={entry.cashierId}>
              {entry.cashierName}
            </MenuItem>
          ))}
        </TextField>
        {(['pdf', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<Download />}
            loading={reports.busy === `journal-${format}`}
            disabled={reports.busy !== null}
            onClick={() => void reports.journal(date, cashier, format)}
          >
            <FormattedMessage id={`finance.journal.${format}`} />
          </Button>
        ))}
      </Stack>
      {body}
      {closing && <CloseSessionDialog session={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}
