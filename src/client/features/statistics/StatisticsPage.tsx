import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AbsenceSection } from './AbsenceSection';
import { AverageMarksSection } from './AverageMarksSection';

const SECTIONS = [
  { key: 'averages', labelId: 'statistics.sections.averages', Component: AverageMarksSection },
  { key: 'absences', labelId: 'statistics.sections.absences', Component: AbsenceSection },
] as const;

/**
 * The statistics area (principals, studies and discipline offices): the average marks, and beside
 * them the absence hours. The section lives in the URL (`#/statistics?tab=absences`) so it can be
 * linked; each asks the server only when shown.
 */
export default function StatisticsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = SECTIONS.find((section) => section.key === searchParams.get('tab')) ?? SECTIONS[0];
  return (
    <>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="statistics.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="statistics.subtitle" />
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_, key: string) => setSearchParams({ tab: key }, { replace: true })}
          aria-label={intl.formatMessage({ id: 'statistics.title' })}
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section.key}
              value={section.key}
              id={`statistics-tab-${section.key}`}
              aria-controls={`statistics-panel-${section.key}`}
              label={intl.formatMessage({ id: section.labelId })}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`statistics-panel-${current.key}`} aria-labelledby={`statistics-tab-${current.key}`}>
        <current.Component key={current.key} />
      </Box>
    </>
  );
}
