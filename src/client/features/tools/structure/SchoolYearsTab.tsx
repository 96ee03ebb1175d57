import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { schoolYearBody, type SchoolYear, type SchoolYearBody } from '../../../../domain/contract/structure';
import { useDeleteSchoolYearMutation, useListSchoolYearsQuery, useSaveSchoolYearMutation } from '../../../api/schoolYearsApi';
import { useLocalizeDigits } from '../../../i18n/digits';
import { Day } from '../../../components/Day';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
}

const label = (name: string) => `tools.schoolYears.fields.${name}`;

/** A year's name in the digits of the dates beside it ("۲۰۲۶-۲۰۲۷" in Persian). */
function YearName({ name }: { name: string }) {
  return useLocalizeDigits()(name);
}

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', kind: 'text', labelId: label('name'), helperId: 'tools.schoolYears.nameHint', required: true },
  { name: 'startsOn', kind: 'date', labelId: label('startsOn'), required: true },
  { name: 'endsOn', kind: 'date', labelId: label('endsOn'), required: true },
  { name: 'current', kind: 'switch', labelId: label('current') },
];

const COLUMNS: Column<SchoolYear>[] = [
  {
    key: 'name',
    labelId: label('name'),
    render: (year) => (
      <>
        <YearName name={year.name} />
        {year.current && (
          <Chip
            size="small"
            color="primary"
            sx={{ marginInlineStart: 1 }}
            label={<FormattedMessage id="tools.schoolYears.currentChip" />}
          />
        )}
      </>
    ),
  },
  { key: 'startsOn', labelId: label('startsOn'), render: (year) => <Day value={year.startsOn} /> },
  { key: 'endsOn', labelId: label('endsOn'), render: (year) => <Day value={year.endsOn} /> },
];

const toValues = (year: SchoolYear | null): Values =>
  year
    ? { name: year.name, startsOn: year.startsOn, endsOn: year.endsOn, current: year.current }
    : { name: '', startsOn: '', endsOn: '', current: false };

/** School years, the latest first; exactly one is current (the server keeps that rule). */
export default function SchoolYearsTab() {
  const list = useListSchoolYearsQuery();
  const [save] = useSaveSchoolYearMutation();
  const [remove] = useDeleteSchoolYearMutation();
  const form = useMemo(() => ({ schema: schoolYearBody, fields: FIELDS, save }), [save]);
  const localizeDigits = useLocalizeDigits();
  return (
    <ReferenceList<SchoolYear, Values, SchoolYearBody>
      name="schoolYears"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(year) => localizeDigits(year.name)}
    />
  );
}
