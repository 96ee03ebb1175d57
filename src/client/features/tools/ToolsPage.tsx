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
import { TOOLS_TABS } from './toolsTabs';

const tabId = (key: string) => `tools-tab-${key}`;
const panelId = (key: string) => `tools-panel-${key}`;

/**
 * The tools screen: the school's structure, reference lists and administration, one tab each.
 * The tab lives in the URL (`#/tools?tab=levels`) so it can be linked; only the tabs the user's
 * permissions allow are shown (the server refuses the others anyway).
 */
export default function ToolsPage() {
  const intl = useIntl();
  const permissions = useAppSelector(selectPermissions);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = useMemo(() => TOOLS_TABS.filter((tab) => permissions.includes(tab.permission)), [permissions]);
  const current = tabs.find((tab) => tab.key === searchParams.get('tab')) ?? tabs[0];

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="tools.title" />
      </Typography>
      {!current ? (
        <Typography color="text.secondary">
          <FormattedMessage id="tools.noTab" />
        </Typography>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              value={current.key}
              onChange={(_, key: string) => setSearchParams({ tab: key }, { replace: true })}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={intl.formatMessage({ id: 'tools.title' })}
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
