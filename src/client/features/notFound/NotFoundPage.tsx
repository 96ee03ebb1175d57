import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage';

export default function NotFoundPage() {
  return (
    <MessagePage titleId="notFound.title" textId="notFound.message">
      <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ mt: 3 }}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </MessagePage>
  );
}
