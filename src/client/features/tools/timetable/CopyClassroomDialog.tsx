import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Classroom } from '../../../../domain/contract/structure';
import { copyClassroomSlotsBody, type Timetable } from '../../../../domain/contract/timetables';
import { useCopyClassroomSlotsMutation } from '../../../api/timetablesApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { formSchema, type FieldSpec } from '../components/fieldSpecs';
import { RecordFields } from '../components/RecordFields';

interface Values {
  fromClassroomId: string;
  toClassroomId: number;
}

interface Props {
  timetable: Timetable;
  /** The classroom on show, whose week is replaced. */
  target: Classroom;
  classrooms: readonly Classroom[];
  /** Changes on the grid not saved yet, which the copy drops. */
  unsaved: number;
  onCopied: () => void;
  onClose: () => void;
}

/**
 * Gives the classroom on show another classroom's week, course by course (6e B takes 6e A's): the
 * server leaves out the courses this classroom does not have and says how many.
 */
export function CopyClassroomDialog({ timetable, target, classrooms, unsaved, onCopied, onClose }: Props) {
  const intl = useIntl();
  const [copy] = useCopyClassroomSlotsMutation();
  const sources = useMemo(() => classrooms.filter((room) => room.id !== target.id), [classrooms, target]);
  const fields = useMemo<FieldSpec<Values>[]>(
    () => [
      {
        name: 'fromClassroomId',
        kind: 'select',
        numeric: true,
        required: true,
        labelId: 'tools.timetable.copyClassroom.source',
        options: sources.map((room) => ({ value: room.id, label: room.name })),
      },
    ],
    [sources],
  );
  const schema = useMemo(() => formSchema(copyClassroomSlotsBody, fields), [fields]);
  const { formik, submit, formError } = useDialogForm<Values>({
    formId: 'copyClassroomSlots',
    schema,
    initialValues: { fromClassroomId: '', toClassroomId: target.id },
    owns: (path) => path === 'fromClassroomId',
    onClose,
    send: async (values) => {
      const body = await schema.validate(values, { stripUnknown: true });
      const result = await copy({
        id: timetable.id,
        body: { fromClassroomId: body.fromClassroomId, toClassroomId: body.toClassroomId },
      }).unwrap();
      onCopied();
      const source = sources.find((room) => room.id === body.fromClassroomId);
      return intl.formatMessage(
        { id: 'tools.timetable.copyClassroom.done' },
        { source: source?.name ?? '', classroom: target.name, copied: result.copied, skipped: result.skipped },
      );
    },
  });
  return (
    <FormDialog
      id="copy-classroom-slots-title"
      titleId="tools.timetable.copyClassroom.title"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="tools.timetable.copyClassroom.submit"
      text={
        <>
          <FormattedMessage id="tools.timetable.copyClassroom.text" values={{ classroom: target.name, timetable: timetable.name }} />
          {unsaved > 0 && (
            <>
              {' '}
              <FormattedMessage id="tools.timetable.copyClassroom.unsavedLost" values={{ count: unsaved }} />
            </>
          )}
        </>
      }
    >
      <RecordFields formId="copyClassroomSlots" formik={formik} fields={fields} />
    </FormDialog>
  );
}
