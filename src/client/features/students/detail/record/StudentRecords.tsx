import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../../../domain/contract/students';
import { useListRegistrationsQuery } from '../../../../api/registrationsApi';
import { useCurrentUser } from '../../../../app/session';
import { useLocalizeDigits } from '../../../../i18n/digits';
import { AccountSection } from './AccountSection';
import { AuditSection } from './AuditSection';
import { CardSection } from './CardSection';
import { DisciplineSection } from './DisciplineSection';
import { NoticesSection } from './NoticesSection';
import { ResultsSection } from './ResultsSection';
import { fullName } from '../../shared/format';

/** Who may read each section: the permission its call asks for (the discipline record takes any of three). */
const READS = {
  results: ['sheets.read'],
  discipline: ['discipline.read', 'discipline.manage', 'discipline.manage.own'],
  account: ['finance.read'],
  card: ['cards.read'],
  notices: ['notices.read'],
  audit: ['audit.read'],
} as const;

/** The years the student was registered in, latest first, and the one the page opens on. */
function useStudentYears(student: Student) {
  const current = useCurrentUser()?.schoolYear ?? null;
  const { data } = useListRegistrationsQuery({ studentId: student.id, limit: 1000 });
  const years = new Map<number, string>();
  for (const registration of [...(data?.data ?? [])].sort((a, b) => b.registeredOn.localeCompare(a.registeredOn)))
    years.set(registration.schoolYearId, registration.schoolYearName);
  if (current && !years.has(current.id)) years.set(current.id, current.name);
  const opening =
    student.placement?.schoolYearId ?? (current && data?.data.some((r) => r.schoolYearId === current.id) ? current.id : undefined);
  return { years: [...years.entries()], opening: opening ?? [...years.keys()][0] };
}

/**
 * The student's year, section by section, each stacked full width so its tables have the page's
 * width (a table still wider scrolls inside its section, never the page).
 */
export function StudentRecords({ student, permissions }: { student: Student; permissions: readonly string[] }) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const { years, opening } = useStudentYears(student);
  const [chosen, setChosen] = useState<number | null>(null);
  const schoolYearId = chosen ?? opening;
  const can = (section: keyof typeof READS) => READS[section].some((permission) => permissions.includes(permission));
  const name = fullName(student);
  const yearOf = schoolYearId === undefined ? null : schoolYearId;
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      {years.length > 1 && yearOf !== null && (
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'students.record.year' })}
          value={yearOf}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ maxWidth: 240 }}
        >
          {years.map(([id, yearName]) => (
            <MenuItem key={id} value={id}>
              {localizeDigits(yearName)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {yearOf !== null && can('results') && <ResultsSection studentId={student.id} schoolYearId={yearOf} studentName={name} />}
      {yearOf !== null && can('discipline') && <DisciplineSection studentId={student.id} schoolYearId={yearOf} />}
      {can('account') && (
        <AccountSection
          studentId={student.id}
          schoolYearId={yearOf ?? undefined}
          canTakePayments={permissions.includes('finance.manage')}
        />
      )}
      {yearOf !== null && can('card') && (
        <CardSection
          studentId={student.id}
          schoolYearId={yearOf}
          classroomId={student.placement?.schoolYearId === yearOf ? student.placement.classroomId : undefined}
        />
      )}
      {can('notices') && <NoticesSection studentId={student.id} studentName={name} />}
      {can('audit') && <AuditSection studentId={student.id} studentName={name} />}
    </Stack>
  );
}
