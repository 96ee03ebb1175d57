import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Arrears } from '../../../../domain/contract/financeReports';
import { Day } from '../../../components/Day';
import { useMoney } from '../../../components/useMoney';

/** The one line to read first: how many students are behind, and by how much altogether, on which day (the whole list, every page). */
export function ArrearsSummary({ arrears }: { arrears: Arrears }) {
  const { money } = useMoney();
  return (
    <Typography component="p" sx={{ fontWeight: 'bold' }}>
      <FormattedMessage
        id="finance.arrears.summary"
        values={{ count: arrears.studentCount, amount: money(arrears.totalOverdue), date: <Day value={arrears.asOf} /> }}
      />
    </Typography>
  );
}
