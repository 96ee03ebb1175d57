import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { holdsAny } from './access';
import { DISCIPLINE_TABS } from './disciplineTabs';

const tabId = (key: string) => `discipline-tab-${key}`;
const panelId = (key: string) => `discipline-panel-${key}`;

/**
 * The discipline area: roll calls, the day's board, a student's record, the threshold suggestions
 * and the school's sanctions, one tab each. The tab lives in the URL (`#/discipline?tab=board`),
 * with what the tab itself keeps there (a date, a student), so a page can be linked; a teacher
 * sees the roll call only.
 */
export default function DisciplinePage() {
  const intl = useIntl();
  const permissions = useAppSelector(selectPermissions);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = useMemo(() => DISCIPLINE_TABS.filter((tab) => holdsAny(permissions, tab.permissions)), [permissions]);
  const current = tabs.find((tab) => tab.key === searchParams.get('tab')) ?? tabs[0];

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="discipline.title" />
      </Typography>
      {!current ? (
        <Typography color="text.secondary">
          <FormattedMessage id="discipline.noTab" />
        </Typography>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              value={current.key}
              // Another tab starts clean: a date or student chosen in one means nothing in the next.
              onChange={(_, key: string) => setSearchParams({ tab: key }, { replace: true })}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={intl.formatMessage({ id: 'discipline.title' })}
            >
              {tabs.map((tab) => (
                <Tab
                  key={tab.key}
                  value={tab.key}
                  id={tabId(tab.key)}
                  aria-controls={panelId(tab.key)}
                  label={intl.formatMessage({ id: tab.labelId })}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)}>
            <Suspense fallback={<PageSpinner />}>
              <current.Component key={current.key} />
            </Suspense>
          </Box>
        </>
      )}
    </>
  );
}
