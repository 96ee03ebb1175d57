import { FormattedDate } from 'react-intl';

/** A calendar day (`YYYY-MM-DD`) in the user's language, read in UTC so no time zone shifts it. */
export function Day({ value }: { value: string }) {
  return <FormattedDate value={new Date(`${value}T00:00:00Z`)} timeZone="UTC" day="numeric" month="short" year="numeric" />;
}
