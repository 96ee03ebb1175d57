import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from './PageSpinner';

export interface SearchParamTab {
  /** The `tab` search parameter that links to it. */
  key: string;
  /** Catalogue id of its label. */
  labelId: string;
  Component: ComponentType;
}

interface Props {
  /** Prefixes the tabs' and panels' ids (`<name>-tab-<key>`, `<name>-panel-<key>`). */
  name: string;
  /** Catalogue id of the tab list's accessible name. */
  labelId: string;
  /** The tabs the user may open, in the order shown; the page filters them by permission. */
  tabs: readonly SearchParamTab[];
  /** Many tabs scroll sideways on a narrow screen; a handful fit. */
  scrollable?: boolean;
}

/**
 * A page's tabs with the current one in the URL (`?tab=key`), so a tab can be linked. Each tab
 * mounts afresh and may be a lazy chunk; a page with no tab for the user says so itself.
 */
export function SearchParamTabs({ name, labelId, tabs, scrollable = true }: Props) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  // A key the user may not open (a link from someone else) falls back to the first tab.
  const current = tabs.find((tab) => tab.key === searchParams.get('tab')) ?? tabs[0];
  if (!current) return null;
  const tabId = (key: string) => `${name}-tab-${key}`;
  const panelId = (key: string) => `${name}-panel-${key}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          // Another tab starts clean: what one kept in the URL (a date, a student) means nothing in the next.
          onChange={(_, key: string) => setSearchParams({ tab: key }, { replace: true })}
          {...(scrollable && { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true })}
          aria-label={intl.formatMessage({ id: labelId })}
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
  );
}
