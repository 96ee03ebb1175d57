import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { AbsenceSection } from './AbsenceSection';
import { AverageMarksSection } from './AverageMarksSection';
import { DemographicsSection } from './DemographicsSection';

const SECTIONS = [
  { key: 'averages', labelId: 'statistics.sections.averages', Component: AverageMarksSection },
  { key: 'absences', labelId: 'statistics.sections.absences', Component: AbsenceSection },
  { key: 'demographics', labelId: 'statistics.demographics.tab', Component: DemographicsSection },
] as const;

/**
 * The statistics area (principals, studies and discipline offices): the average marks, and beside
 * them the absence hours and the demographic return. The section lives in the URL (`#/statistics?tab=absences`) so it can be
 * linked; each asks the server only when shown.
 */
export default function StatisticsPage() {
  return (
    <>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="statistics.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="statistics.subtitle" />
      </Typography>
      <SearchParamTabs name="statistics" labelId="statistics.title" tabs={SECTIONS} scrollable={false} />
    </>
  );
}
