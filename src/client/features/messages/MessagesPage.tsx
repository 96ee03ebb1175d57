import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '../../app/session';
import { SearchParamTabs } from '../../components/SearchParamTabs';
import { MESSAGES_TABS } from './messagesTabs';

const ComposeDialog = lazy(() => import(/* webpackChunkName: "messages-compose" */ './compose/ComposeDialog'));

/**
 * Messages between staff (`#/user/messages`): the inbox and the sent box, one tab each, a thread
 * opened from either (`?thread=12`), and a dialog to write a new message.
 */
export default function MessagesPage() {
  const permissions = useCurrentUser()?.permissions ?? [];
  const tabs = MESSAGES_TABS.filter((tab) => !tab.permission || permissions.includes(tab.permission));
  const [composing, setComposing] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1">
          <FormattedMessage id="messages.title" />
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setComposing(true)}>
          <FormattedMessage id="messages.new" />
        </Button>
      </Box>
      <SearchParamTabs name="messages" labelId="messages.tabs.label" tabs={tabs} scrollable={false} />
      {composing && (
        <Suspense fallback={null}>
          <ComposeDialog onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </>
  );
}
