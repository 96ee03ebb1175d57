import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSchoolYearChoice } from '../structure/YearSelect';
import { DiscountsSection } from './DiscountsSection';
import { FeeTypesSection } from './FeeTypesSection';
import { SchedulesSection } from './SchedulesSection';

const SECTIONS = ['schedules', 'discounts', 'types'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * What the school charges: each level's schedule of a school year, the discounts granted to
 * students, and the fee types they are made of. The part shown is in the URL (`&fees=discounts`),
 * and the school year is the same in schedules and discounts.
 */
export default function FeesTab() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const year = useSchoolYearChoice();
  const section: Section = SECTIONS.find((candidate) => candidate === searchParams.get('fees')) ?? 'schedules';
  const show = (next: Section) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('fees', next);
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <Tabs
        value={section}
        onChange={(_, next: Section) => show(next)}
        aria-label={intl.formatMessage({ id: 'feeSetup.sections.label' })}
        sx={{ mb: 2 }}
      >
        {SECTIONS.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`fees-tab-${key}`}
            aria-controls={`fees-panel-${key}`}
            label={intl.formatMessage({ id: `feeSetup.sections.${key}` })}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`fees-panel-${section}`} aria-labelledby={`fees-tab-${section}`}>
        {section === 'schedules' && <SchedulesSection year={year} />}
        {section === 'discounts' && <DiscountsSection year={year} />}
        {section === 'types' && <FeeTypesSection />}
      </Box>
    </>
  );
}
