import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { FINANCE_TABS } from './financeTabs';

/**
 * The finance area: the counter (a student's account, payments and receipts), the day's journal,
 * the students in arrears and the year's figures, one tab each. The tab lives in the URL
 * (`#/finance?tab=arrears`), with what the tab keeps there (a student, a date, a classroom).
 */
export default function FinancePage() {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="finance.title" />
      </Typography>
      <SearchParamTabs name="finance" labelId="finance.title" tabs={FINANCE_TABS} />
    </>
  );
}
