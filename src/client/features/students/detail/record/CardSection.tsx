import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStudentCardStatusQuery } from '../../../../api/studentCardsApi';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';

/** The student's card for the year: whether a code is in force, since when, and the last one revoked. Never the code. */
export function CardSection({ studentId, schoolYearId, classroomId }: { studentId: number; schoolYearId: number; classroomId?: number }) {
  const intl = useIntl();
  const query = useStudentCardStatusQuery({ studentId, schoolYearId });
  const when = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section
      titleId="students.record.card.title"
      action={
        <Button component={RouterLink} to={classroomId ? `/student-cards?classroom=${classroomId}` : '/student-cards'} size="small">
          <FormattedMessage id="students.record.card.open" />
        </Button>
      }
    >
      <QueryBody query={query}>
        {(status) => {
          const rows: [string, string][] = [
            [
              intl.formatMessage({ id: 'students.record.card.code' }),
              status.codeMadeAt
                ? intl.formatMessage({ id: 'students.record.card.madeOn' }, { date: when(status.codeMadeAt) })
                : intl.formatMessage({ id: 'studentCards.table.noCard' }),
            ],
            [
              intl.formatMessage({ id: 'students.record.card.revoked' }),
              status.lastRevokedAt ? when(status.lastRevokedAt) : intl.formatMessage({ id: 'common.none' }),
            ],
            [
              intl.formatMessage({ id: 'students.record.card.made' }),
              intl.formatMessage({ id: 'students.record.card.madeCount' }, { count: status.codesMade }),
            ],
            [
              intl.formatMessage({ id: 'studentCards.table.photo' }),
              intl.formatMessage({ id: status.hasPhoto ? 'studentCards.table.hasPhoto' : 'studentCards.table.noPhoto' }),
            ],
          ];
          return (
            <>
              {!status.registered && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  <FormattedMessage id="students.record.card.notRegistered" />
                </Typography>
              )}
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {rows.map(([label, value]) => (
                  <Fragment key={label}>
                    <Typography component="dt" color="text.secondary" variant="body2">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </>
          );
        }}
      </QueryBody>
    </Section>
  );
}
