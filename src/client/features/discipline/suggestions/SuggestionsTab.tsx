import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Suggestion } from '../../../../domain/contract/discipline';
import { useDismissSuggestionMutation, useListSuggestionsQuery } from '../../../api/disciplineApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { useCanManageDiscipline } from '../access';
import { EmptyRow, HeaderCell } from '../components/tableCells';
import { TabLoadFailed } from '../components/TabLoadFailed';
import { ConfirmSuggestionDialog } from './ConfirmSuggestionDialog';
import { StudentLink } from '../../../components/StudentLink';

/** Every suggestion of the year at once: a school has a few dozen at most. */
const ALL = { limit: 1000 };

/** The suggested sanction, with its days for an exclusion. */
function Suggested({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      {suggestion.sanctionName ?? suggestion.sanctionCode}
      {suggestion.days !== null && (
        <>
          {' '}
          <FormattedMessage id="discipline.sanctions.duration.days" values={{ duration: suggestion.days }} />
        </>
      )}
      {suggestion.sanctionName === null && (
        <Typography variant="body2" color="error">
          <FormattedMessage id="discipline.suggestions.unknownType" values={{ code: suggestion.sanctionCode }} />
        </Typography>
      )}
    </>
  );
}

function SuggestionTable({
  captionId,
  suggestions,
  actions,
}: {
  captionId: string;
  suggestions: readonly Suggestion[];
  actions: (suggestion: Suggestion) => ReactNode;
}) {
  const intl = useIntl();
  const columns = ['student', 'classroom', 'trimester', 'hours', 'sanction', 'status'];
  return (
    <TableContainer sx={{ mb: 3 }}>
      <Table size="small">
        <caption>{intl.formatMessage({ id: captionId })}</caption>
        <TableHead>
          <TableRow>
            {columns.map((id) => (
              <HeaderCell key={id} messageId={`discipline.suggestions.fields.${id}`} align={id === 'hours' ? 'right' : 'left'} />
            ))}
            <HeaderCell messageId="common.actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {suggestions.length === 0 && <EmptyRow colSpan={columns.length + 1} messageId="discipline.suggestions.empty" />}
          {suggestions.map((suggestion) => (
            <TableRow key={suggestion.id}>
              <TableCell>
                <StudentLink studentId={suggestion.studentId}>{suggestion.studentName}</StudentLink>
                <Typography variant="body2" color="text.secondary">
                  {suggestion.matricule}
                </Typography>
              </TableCell>
              <TableCell>{suggestion.classroomName ?? ''}</TableCell>
              <TableCell>{intl.formatNumber(suggestion.trimester)}</TableCell>
              <TableCell align="right">
                <FormattedMessage
                  id="discipline.suggestions.hoursOfThreshold"
                  values={{ hours: intl.formatNumber(suggestion.hours), threshold: intl.formatNumber(suggestion.thresholdHours) }}
                />
              </TableCell>
              <TableCell>
                <Suggested suggestion={suggestion} />
              </TableCell>
              <TableCell>
                <FormattedMessage id={`discipline.suggestions.status.${suggestion.status}`} />
                {suggestion.decidedBy && (
                  <Typography variant="body2" color="text.secondary">
                    {suggestion.decidedBy}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{actions(suggestion)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The conduct sanctions the thresholds suggest (unjustified hours plus consigne over a trimester):
 * never applied on their own, the discipline master confirms (a sanction is recorded) or dismisses
 * each. Those decided stay listed below, with who decided.
 */
export default function SuggestionsTab() {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const canManage = useCanManageDiscipline();
  const { currentData, error, isFetching, refetch } = useListSuggestionsQuery(ALL);
  const [dismiss] = useDismissSuggestionMutation();
  const [confirming, setConfirming] = useState<Suggestion | null>(null);
  const [dismissing, setDismissing] = useState<Suggestion | null>(null);

  if (!currentData) {
    if (error && !isFetching) return <TabLoadFailed error={error} onRetry={refetch} />;
    return <PageSpinner />;
  }
  const pending = currentData.data.filter((suggestion) => suggestion.status === 'pending');
  const decided = currentData.data.filter((suggestion) => suggestion.status !== 'pending');
  const of = (suggestion: Suggestion) => ({
    sanction: suggestion.sanctionName ?? suggestion.sanctionCode,
    student: suggestion.studentName,
  });

  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="discipline.suggestions.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="discipline.suggestions.intro" />
      </Typography>
      <SuggestionTable
        captionId="discipline.suggestions.pendingCaption"
        suggestions={pending}
        actions={(suggestion) =>
          canManage && (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={suggestion.sanctionName === null}
                aria-label={intl.formatMessage({ id: 'discipline.suggestions.confirmOf' }, of(suggestion))}
                onClick={() => setConfirming(suggestion)}
              >
                <FormattedMessage id="discipline.suggestions.confirm" />
              </Button>
              <Button
                size="small"
                aria-label={intl.formatMessage({ id: 'discipline.suggestions.dismissOf' }, of(suggestion))}
                onClick={() => setDismissing(suggestion)}
              >
                <FormattedMessage id="discipline.suggestions.dismiss" />
              </Button>
            </Stack>
          )
        }
      />
      <SuggestionTable captionId="discipline.suggestions.decidedCaption" suggestions={decided} actions={() => null} />
      {confirming && <ConfirmSuggestionDialog suggestion={confirming} onClose={() => setConfirming(null)} />}
      {dismissing && (
        <ConfirmDialog
          onClose={() => setDismissing(null)}
          subject={`${dismissing.studentName} · ${dismissing.sanctionName ?? dismissing.sanctionCode}`}
          titleId="discipline.suggestions.dismissTitle"
          textId="discipline.suggestions.dismissText"
          confirmId="discipline.suggestions.dismiss"
          onConfirm={async () => {
            try {
              await dismiss(dismissing.id).unwrap();
              toasts.success();
            } catch (failure) {
              showError(failure);
            }
            setDismissing(null);
          }}
        />
      )}
    </>
  );
}
