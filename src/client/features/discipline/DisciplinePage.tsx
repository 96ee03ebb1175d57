import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { holdsAny } from './access';
import { DISCIPLINE_TABS } from './disciplineTabs';

/**
 * The discipline area: roll calls, the day's board, a student's record, the threshold suggestions
 * and the school's sanctions, one tab each. The tab lives in the URL (`#/discipline?tab=board`),
 * with what the tab itself keeps there (a date, a student), so a page can be linked; a teacher
 * sees the roll call only.
 */
export default function DisciplinePage() {
  const permissions = useAppSelector(selectPermissions);
  const tabs = useMemo(() => DISCIPLINE_TABS.filter((tab) => holdsAny(permissions, tab.permissions)), [permissions]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="discipline.title" />
      </Typography>
      {tabs.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="discipline.noTab" />
        </Typography>
      ) : (
        <SearchParamTabs name="discipline" labelId="discipline.title" tabs={tabs} />
      )}
    </>
  );
}
