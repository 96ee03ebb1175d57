import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage';

export default function NotFoundPage() {
  // Outside the signed-in frame, so the page is its own main landmark.
  return (
    <Box component="main" sx={{ p: 2 }}>
      <MessagePage titleId="notFound.title" textId="notFound.message">
        <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ mt: 3 }}>
          <FormattedMessage id="notFound.home" />
        </Button>
      </MessagePage>
    </Box>
  );
}
