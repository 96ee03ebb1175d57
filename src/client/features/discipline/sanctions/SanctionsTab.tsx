import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SANCTION_STATUSES, type SanctionsQuery } from '../../../../domain/contract/discipline';
import type { SanctionType } from '../../../../domain/contract/settings';
import { useListSanctionsQuery } from '../../../api/disciplineApi';
import { useCurrentUser } from '../../../app/session';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { PageSpinner } from '../../../components/PageSpinner';
import { useCanManageDiscipline } from '../access';
import { DateField } from '../../../components/DateField';
import { TabLoadFailed } from '../components/TabLoadFailed';
import { StudentPicker, type PickedStudent } from '../../../components/students/StudentPicker';
import { DISCIPLINE_PICKER, PICKER_SX } from '../components/pickerTexts';
import { SanctionDialog } from './SanctionDialog';
import { SanctionTable } from './SanctionTable';

const NO_TYPES: SanctionType[] = [];
/** The newest hundred: older ones are found by narrowing the dates or the student. */
const PAGE = 100;

type Filters = Pick<SanctionsQuery, 'status' | 'sanctionTypeId' | 'from' | 'to'>;

/**
 * The school's sanctions of the current year, newest first, filtered by status, type, dates and
 * student. A student picked here is also the one a new sanction is recorded against.
 */
export default function SanctionsTab() {
  const intl = useIntl();
  const canManage = useCanManageDiscipline();
  const user = useCurrentUser();
  const types = user?.sanctionTypes ?? NO_TYPES;
  const [filters, setFilters] = useState<Filters>({});
  const [student, setStudent] = useState<PickedStudent | null>(null);
  const [adding, setAdding] = useState(false);
  const { currentData, error, isFetching, refetch } = useListSanctionsQuery({
    ...filters,
    schoolYearId: user?.schoolYear?.id,
    studentId: student?.id,
    limit: PAGE,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const change = (patch: Filters) => setFilters((current) => ({ ...current, ...patch }));

  let body;
  if (currentData) {
    body = (
      <>
        {currentData.total > currentData.data.length && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="discipline.sanctions.partial" values={{ shown: currentData.data.length, total: currentData.total }} />
          </Typography>
        )}
        <SanctionTable sanctions={currentData.data} caption={t('discipline.sanctions.caption')} showStudent canManage={canManage} />
      </>
    );
  } else if (error && !isFetching) {
    body = <TabLoadFailed error={error} onRetry={refetch} />;
  } else body = <PageSpinner />;

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
        <StudentPicker id="sanctions-student" texts={DISCIPLINE_PICKER} onPick={setStudent} size="small" sx={PICKER_SX} />
        <ChoiceSelect
          id="sanctions-status"
          label={t('discipline.sanctions.fields.status')}
          value={filters.status ?? ''}
          emptyLabel={t('common.all')}
          choices={SANCTION_STATUSES.map((status) => ({ value: status, label: t(`discipline.sanctions.status.${status}`) }))}
          onChange={({ target: { value } }) => change({ status: (value || undefined) as Filters['status'] })}
        />
        <ChoiceSelect
          id="sanctions-type"
          label={t('discipline.sanctions.fields.type')}
          value={filters.sanctionTypeId ? String(filters.sanctionTypeId) : ''}
          emptyLabel={t('common.all')}
          choices={types.map((type) => ({ value: String(type.id), label: type.name }))}
          onChange={({ target: { value } }) => change({ sanctionTypeId: value ? Number(value) : undefined })}
        />
        <DateField
          id="sanctions-from"
          label={t('discipline.sanctions.filters.from')}
          value={filters.from ?? ''}
          onChange={({ target: { value } }) => change({ from: value || undefined })}
        />
        <DateField
          id="sanctions-to"
          label={t('discipline.sanctions.filters.to')}
          value={filters.to ?? ''}
          onChange={({ target: { value } }) => change({ to: value || undefined })}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canManage && (
          <Box>
            <Button
              variant="contained"
              startIcon={<Add />}
              disabled={!student}
              onClick={() => setAdding(true)}
              aria-describedby="sanctions-add-hint"
            >
              <FormattedMessage id="discipline.sanctions.add" />
            </Button>
            <Typography id="sanctions-add-hint" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              <FormattedMessage
                id={student ? 'discipline.sanctions.addFor' : 'discipline.sanctions.addHint'}
                values={{ student: student?.name ?? '' }}
              />
            </Typography>
          </Box>
        )}
      </Stack>
      {body}
      {adding && student && <SanctionDialog student={student} onClose={() => setAdding(false)} />}
    </>
  );
}
