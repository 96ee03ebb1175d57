import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRADING_SYSTEMS, levelBody, type Level, type LevelBody } from '../../../../domain/contract/structure';
import { useDeleteLevelMutation, useListLevelsQuery, useSaveLevelMutation } from '../../../api/levelsApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  code: string;
  gradingSystem: string;
  position: string;
}

const label = (name: string) => `tools.levels.fields.${name}`;

const COLUMNS: Column<Level>[] = [
  { key: 'position', labelId: label('position'), render: (level) => level.position, numeric: true },
  { key: 'name', labelId: label('name'), render: (level) => level.name },
  { key: 'code', labelId: label('code'), render: (level) => level.code },
  {
    key: 'gradingSystem',
    labelId: label('gradingSystem'),
    render: (level) => <FormattedMessage id={`tools.gradingSystems.${level.gradingSystem}`} />,
  },
];

const nextPosition = (levels: Level[]) => String(levels.reduce((highest, level) => Math.max(highest, level.position), 0) + 1);

const toValues = (level: Level | null, levels: Level[]): Values =>
  level
    ? { name: level.name, code: level.code, gradingSystem: level.gradingSystem, position: String(level.position) }
    : { name: '', code: '', gradingSystem: 'sequence', position: nextPosition(levels) };

/** Levels in promotion order; the grading system decides coefficients (sequences) or credits (LMD). */
export default function LevelsTab() {
  const intl = useIntl();
  const list = useListLevelsQuery();
  const [save] = useSaveLevelMutation();
  const [remove] = useDeleteLevelMutation();
  const form = useMemo(() => {
    const fields: FieldSpec<Values>[] = [
      { name: 'name', kind: 'text', labelId: label('name'), required: true },
      { name: 'code', kind: 'text', labelId: label('code'), helperId: 'tools.levels.codeHint', required: true },
      {
        name: 'gradingSystem',
        kind: 'select',
        labelId: label('gradingSystem'),
        required: true,
        options: GRADING_SYSTEMS.map((system) => ({ value: system, label: intl.formatMessage({ id: `tools.gradingSystems.${system}` }) })),
      },
      { name: 'position', kind: 'number', labelId: label('position'), required: true },
    ];
    return { schema: levelBody, fields, save };
  }, [intl, save]);
  return (
    <ReferenceList<Level, Values, LevelBody>
      name="levels"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(level) => level.name}
    />
  );
}
