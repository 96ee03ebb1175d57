import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Section } from '../shared/Section';

/** A placeholder that says so: marks, absences and payments join this page when those areas exist. */
export function UpcomingRecords() {
  return (
    <Section titleId="students.upcoming.title">
      <Typography color="text.secondary" variant="body2">
        <FormattedMessage id="students.upcoming.text" />
      </Typography>
    </Section>
  );
}
