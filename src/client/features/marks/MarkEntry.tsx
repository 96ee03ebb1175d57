import LinearProgress from '@mui/material/LinearProgress';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { BulkMarksBody } from '../../../domain/contract/marks';
import type { ClassCourse } from '../../../domain/contract/structure';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import {
  useClassroomMarksLmdQuery,
  useClassroomMarksQuery,
  useSaveBulkMarksLmdMutation,
  useSaveBulkMarksMutation,
} from '../../api/marksApi';
import { useOptions } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { useMarkAccess } from './access';
import { MarkEntryForm } from './MarkEntryForm';
import type { MarkTarget } from './useMarkChoices';
import { draftKeyOf } from './markDraft';
import { LoadFailed } from '../../components/LoadFailed';

/** Loads the chosen entry list and hands it to the form, one form (and draft) per list. */
export function MarkEntry({ target, classCourse }: { target: MarkTarget; classCourse: ClassCourse }) {
  const intl = useIntl();
  const { canEdit } = useMarkAccess();
  const passMark = secondaryRulesFrom(useOptions()).passMark;
  const { classroomId, classCourseId } = target;
  const sequence = target.system === 'sequence' ? target.sequence : undefined;
  const term = target.system === 'lmd' ? target.term : undefined;
  const type = target.system === 'lmd' ? target.type : undefined;

  const sequenceList = useClassroomMarksQuery(sequence ? { classroomId, classCourseId, sequence } : skipToken);
  const lmdList = useClassroomMarksLmdQuery(term && type ? { classroomId, classCourseId, term, type } : skipToken);
  const { currentData: list, error, refetch } = sequence ? sequenceList : lmdList;
  const [saveSequence] = useSaveBulkMarksMutation();
  const [saveLmd] = useSaveBulkMarksLmdMutation();

  const send = useCallback(
    (body: BulkMarksBody) =>
      sequence
        ? saveSequence({ classroomId, classCourseId, sequence, body }).unwrap()
        : saveLmd({ classroomId, classCourseId, term: term!, type: type!, body }).unwrap(),
    [saveSequence, saveLmd, classroomId, classCourseId, sequence, term, type],
  );

  if (!list && error) {
    return (
      <LoadFailed onRetry={() => void refetch()}>{chooseAlert(error).message ?? intl.formatMessage({ id: 'marks.loadFailed' })}</LoadFailed>
    );
  }
  if (!list) return <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  const draftKey = draftKeyOf(target);
  return <MarkEntryForm key={draftKey} list={list} draftKey={draftKey} editable={canEdit(classCourse)} passMark={passMark} send={send} />;
}
