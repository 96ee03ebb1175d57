import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { chooseAlert } from '../../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../../components/LoadFailed';
import { PageSpinner } from '../../../../components/PageSpinner';

interface Query<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A section's body once its call answered: a spinner before, the reason and a retry if it failed. */
export function QueryBody<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.currentData !== undefined) return <>{children(query.currentData)}</>;
  if (query.error && !query.isFetching)
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        {chooseAlert(query.error).message ?? intl.formatMessage({ id: 'students.record.loadFailed' })}
      </LoadFailed>
    );
  return <PageSpinner />;
}
