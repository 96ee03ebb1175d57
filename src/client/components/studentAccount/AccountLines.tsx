import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { useId } from 'react';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, type Theme } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import type { Account } from '../../../domain/contract/payments';
import { Day } from '../Day';
import { useLocalizeDigits } from '../../i18n/digits';
import { useMoney } from '../useMoney';

/** An overdue instalment stands out in the error colour, its text darker for contrast. */
const OVERDUE = {
  bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08),
  '& td, & th': { color: 'error.dark' },
} as const;

const FIGURES = ['due', 'discount', 'paid', 'balance'] as const;

const header = (id: string, align?: 'right') => (
  <TableCell key={id} component="th" scope="col" align={align}>
    <FormattedMessage id={`finance.account.columns.${id}`} />
  </TableCell>
);

/** The total reads as the body does, only bolder (MUI's footer is small and grey). */
const FOOTER = { '& td, & th': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 600 } } as const;

/**
 * The instalments charged to the student, oldest due first: what each asks, its discount, what the
 * payments cover and what is left. An instalment past due and not covered is marked, with its overdue part.
 */
export function AccountLines({ account }: { account: Account }) {
  const { money } = useMoney();
  const localizeDigits = useLocalizeDigits();
  const { lines, totals } = account;
  const captionId = useId();
  return (
    // A table wider than the screen scrolls: the keyboard reaches it, and it is named by its caption.
    <TableContainer
      sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small">
        <caption id={captionId}>
          <FormattedMessage
            id="finance.account.linesCaption"
            values={{ student: account.studentName, year: localizeDigits(account.schoolYearName) }}
          />
        </caption>
        <TableHead>
          <TableRow>
            {header('instalment')}
            {header('feeType')}
            {header('dueDate')}
            {FIGURES.map((figure) => header(figure, 'right'))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>
                <FormattedMessage id="finance.account.noLines" />
              </TableCell>
            </TableRow>
          )}
          {lines.map((line) => {
            const overdue = line.overdue > 0;
            return (
              <TableRow key={line.instalmentId} sx={overdue ? OVERDUE : undefined}>
                <TableCell component="th" scope="row">
                  {line.label}
                </TableCell>
                <TableCell>{line.feeTypeName}</TableCell>
                <TableCell>
                  <Day value={line.dueDate} />
                  {overdue && (
                    <>
                      {' '}
                      <FormattedMessage id="finance.account.overdue" values={{ amount: money(line.overdue) }} />
                    </>
                  )}
                </TableCell>
                <TableCell align="right">{money(line.due)}</TableCell>
                <TableCell align="right">{money(line.discount)}</TableCell>
                <TableCell align="right">{money(line.paid)}</TableCell>
                <TableCell align="right">{money(line.balance)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        {lines.length > 0 && (
          <TableFooter sx={FOOTER}>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3}>
                <FormattedMessage id="finance.account.total" />
                {totals.overdue > 0 && (
                  <>
                    {' '}
                    <FormattedMessage id="finance.account.overdue" values={{ amount: money(totals.overdue) }} />
                  </>
                )}
              </TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure} align="right">
                  {money(totals[figure])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
