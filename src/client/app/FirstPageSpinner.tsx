import { useIntl } from 'react-intl';
import './firstPage.css';

/** PageSpinner without MUI, for the screens still downloading before the theme is in. */
export function FirstPageSpinner() {
  const intl = useIntl();
  return (
    <div className="first-page-spinner">
      <span role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}
