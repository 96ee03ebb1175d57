import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Discount } from '../../../../domain/contract/feeSetup';
import { StudentLink } from '../../../components/StudentLink';
import { useMoney } from '../../../components/useMoney';

const HEADERS = ['student', 'feeType', 'value', 'reason', 'granted', 'actions'] as const;

interface Props {
  caption: string;
  discounts: Discount[];
  onRevoke: (discount: Discount) => void;
}

/** The year's discounts in force: who, on what, how much, why, and who granted them when. */
export function DiscountTable({ caption, discounts, onRevoke }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  const notRegistered = intl.formatMessage({ id: 'students.list.notRegistered' });
  const valueOf = (discount: Discount) =>
    discount.kind === 'percent'
      ? intl.formatNumber((discount.percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 })
      : money(discount.amount ?? 0);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'value' || header === 'actions' ? 'right' : 'left'}>
                <FormattedMessage id={`feeSetup.discounts.columns.${header}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {discounts.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                <FormattedMessage id="feeSetup.discounts.empty" />
              </TableCell>
            </TableRow>
          ) : (
            discounts.map((discount) => (
              <TableRow key={discount.id} hover>
                <TableCell>
                  <StudentLink studentId={discount.studentId}>{discount.studentName}</StudentLink>
                  <Typography variant="body2" color="text.secondary">
                    {`${discount.classroomName ?? notRegistered} · ${discount.matricule}`}
                  </Typography>
                </TableCell>
                <TableCell>{discount.feeTypeName ?? <FormattedMessage id="feeSetup.discounts.allFees" />}</TableCell>
                <TableCell align="right">{valueOf(discount)}</TableCell>
                <TableCell>{discount.reason}</TableCell>
                <TableCell>
                  <FormattedMessage
                    id="feeSetup.discounts.grantedBy"
                    values={{
                      who: discount.grantedBy ?? intl.formatMessage({ id: 'feeSetup.discounts.unknownUser' }),
                      date: intl.formatDate(discount.createdAt, { dateStyle: 'medium' }),
                    }}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    aria-label={intl.formatMessage({ id: 'feeSetup.discounts.revokeOf' }, { student: discount.studentName })}
                    onClick={() => onRevoke(discount)}
                  >
                    <FormattedMessage id="feeSetup.discounts.revoke" />
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
