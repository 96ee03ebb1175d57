import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { PossibleDuplicate } from '../../../../domain/contract/enrolment';
import { Day } from '../../../components/Day';

const REASONS = { birthDate: 'students.form.duplicates.sameBirthDate', guardianPhone: 'students.form.duplicates.samePhone' } as const;

/**
 * The records the new student may already have, shown before saving: each opens in a new tab, so
 * the form stays as typed; saving again saves anyway.
 */
export function DuplicateWarning({ duplicates }: { duplicates: readonly PossibleDuplicate[] }) {
  const intl = useIntl();
  if (!duplicates.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <AlertTitle>
        <FormattedMessage id="students.form.duplicates.title" values={{ count: duplicates.length }} />
      </AlertTitle>
      <FormattedMessage id="students.form.duplicates.text" />
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link component={RouterLink} to={`/student/${duplicate.id}`} target="_blank" rel="noopener">
              {`${duplicate.lastName.toUpperCase()} ${duplicate.firstName}`}
              <OpenInNew fontSize="inherit" sx={{ mx: 0.5, verticalAlign: 'middle' }} aria-hidden />
            </Link>
            {' · '}
            {[
              duplicate.matricule,
              duplicate.classroomName ?? intl.formatMessage({ id: 'students.form.duplicates.noClassroom' }),
              duplicate.archived ? intl.formatMessage({ id: 'students.form.duplicates.archived' }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            {duplicate.birthDate && (
              <>
                {' · '}
                <FormattedMessage id="students.form.duplicates.born" values={{ date: <Day value={duplicate.birthDate} /> }} />
              </>
            )}
            {' ('}
            {duplicate.reasons.map((reason) => intl.formatMessage({ id: REASONS[reason] })).join(', ')}
            {')'}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
