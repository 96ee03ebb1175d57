import { useIntl } from 'react-intl';
import { MessagePage } from './MessagePage';

/** The message for an area whose screens are not built yet; `area` is its route name (nav.* key). */
export function AreaUnavailable({ area }: { area: string }) {
  const intl = useIntl();
  return (
    <MessagePage titleId="unavailable.title" textId="unavailable.message" values={{ area: intl.formatMessage({ id: `nav.${area}` }) }} />
  );
}
