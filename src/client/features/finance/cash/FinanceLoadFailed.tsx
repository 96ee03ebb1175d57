import { useIntl } from 'react-intl';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../components/LoadFailed';

/** Figures that did not come: the server's reason when it gave one, and a way to try again. */
export function FinanceLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <LoadFailed onRetry={() => void onRetry()}>
      {chooseAlert(error).message ?? intl.formatMessage({ id: 'finance.common.loadFailed' })}
    </LoadFailed>
  );
}
