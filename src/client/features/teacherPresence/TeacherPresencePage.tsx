import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { holdsAny } from './access';
import { PRESENCE_TABS } from './presenceTabs';

/**
 * The teacher-presence area: the day's check, the statistics over a period and a teacher's month,
 * one tab each. The tab lives in the URL (`#/teacher-presence?tab=stats`), with what the tab itself
 * keeps there (a date, a month, a teacher), so a page can be linked.
 */
export default function TeacherPresencePage() {
  const permissions = useAppSelector(selectPermissions);
  const tabs = useMemo(() => PRESENCE_TABS.filter((tab) => holdsAny(permissions, tab.permissions)), [permissions]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="presence.title" />
      </Typography>
      {tabs.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="presence.noTab" />
        </Typography>
      ) : (
        <SearchParamTabs name="presence" labelId="presence.title" tabs={tabs} />
      )}
    </>
  );
}
