import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { TOOLS_TABS } from './toolsTabs';

/**
 * The tools screen: the school's structure, reference lists and administration, one tab each.
 * The tab lives in the URL (`#/tools?tab=levels`) so it can be linked; only the tabs the user's
 * permissions allow are shown (the server refuses the others anyway).
 */
export default function ToolsPage() {
  const permissions = useAppSelector(selectPermissions);
  const tabs = useMemo(() => TOOLS_TABS.filter((tab) => permissions.includes(tab.permission)), [permissions]);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        <FormattedMessage id="tools.title" />
      </Typography>
      {tabs.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="tools.noTab" />
        </Typography>
      ) : (
        <SearchParamTabs name="tools" labelId="tools.title" tabs={tabs} />
      )}
    </>
  );
}
