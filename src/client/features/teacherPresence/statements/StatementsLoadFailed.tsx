import { useIntl } from 'react-intl';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../components/LoadFailed';

/** Statements or rates that did not come: the server's reason when it gave one, and a way to try again. */
export function StatementsLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <LoadFailed onRetry={() => void onRetry()}>
      {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.statements.loadFailed' })}
    </LoadFailed>
  );
}
