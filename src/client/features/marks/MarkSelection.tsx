import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { EvaluationType } from '../../../domain/enums';
import { SEQUENCES } from '../../../domain/grading/secondary';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import type { MarkChoices } from './useMarkChoices';
import type { MarkSelection as Selection } from './useMarkSelection';

interface Props {
  choices: MarkChoices;
  onChange: (next: Selection) => void;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Classroom, class course, then the sequence, or the semester and evaluation type of an LMD unit. */
export function MarkSelection({ choices, onChange }: Props) {
  const intl = useIntl();
  const { classrooms, classroom, classCourses, terms, types, resolved } = choices;
  const choose = intl.formatMessage({ id: 'marks.selection.choose' });
  const lmd = classroom?.gradingSystem === 'lmd';
  // The period stays when only the course changes: a teacher goes course after course in a sequence.
  const period = { sequence: resolved.sequence, term: resolved.term, type: resolved.type };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <ChoiceSelect
        id="marks-classroom"
        label={intl.formatMessage({ id: 'marks.selection.classroom' })}
        value={resolved.classroomId?.toString() ?? ''}
        emptyLabel={choose}
        choices={classrooms.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={({ target: { value } }) => onChange({ classroomId: toNumber(value) })}
      />
      <ChoiceSelect
        id="marks-course"
        label={intl.formatMessage({ id: 'marks.selection.course' })}
        value={resolved.classCourseId?.toString() ?? ''}
        emptyLabel={choose}
        disabled={!classroom}
        choices={classCourses.map((item) => ({ value: String(item.id), label: item.courseName }))}
        onChange={({ target: { value } }) => onChange({ ...period, classroomId: resolved.classroomId, classCourseId: toNumber(value) })}
      />
      {classroom && !lmd && (
        <ChoiceSelect
          id="marks-sequence"
          label={intl.formatMessage({ id: 'marks.selection.sequence' })}
          value={resolved.sequence?.toString() ?? ''}
          emptyLabel={choose}
          choices={SEQUENCES.map((sequence) => ({
            value: String(sequence),
            label: intl.formatMessage({ id: 'marks.selection.sequenceOption' }, { number: sequence }),
          }))}
          onChange={({ target: { value } }) => onChange({ ...resolved, sequence: toNumber(value) })}
        />
      )}
      {lmd && (
        <>
          <ChoiceSelect
            id="marks-term"
            label={intl.formatMessage({ id: 'marks.selection.term' })}
            value={resolved.term?.toString() ?? ''}
            emptyLabel={terms.length > 1 ? choose : undefined}
            disabled={!resolved.classCourseId}
            choices={terms.map((term) => ({
              value: String(term),
              label: intl.formatMessage({ id: 'marks.selection.termOption' }, { number: term }),
            }))}
            onChange={({ target: { value } }) => onChange({ ...resolved, term: toNumber(value) })}
          />
          <ChoiceSelect
            id="marks-type"
            label={intl.formatMessage({ id: 'marks.selection.type' })}
            value={resolved.type ?? ''}
            emptyLabel={types.length > 1 ? choose : undefined}
            disabled={!resolved.classCourseId}
            choices={types.map((type) => ({
              value: type,
              label: intl.formatMessage(
                { id: 'marks.selection.typeOption' },
                { code: type, name: intl.formatMessage({ id: `marks.types.${type}` }) },
              ),
            }))}
            onChange={({ target: { value } }) => onChange({ ...resolved, type: (value || undefined) as EvaluationType | undefined })}
          />
        </>
      )}
    </Stack>
  );
}
