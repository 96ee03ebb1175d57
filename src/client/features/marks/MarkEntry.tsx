import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkMarksBody } from '../../../domain/contract/marks';
import type { ClassCourse } from '../../../domain/contract/structure';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import { useClassroomMarksLmdQuery, useClassroomMarksQuery, useSaveBulkMarksLmdMutation, useSaveBulkMarksMutation } from '../../api/marksApi';
import { useOptions } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { useMarkAccess } from './access';
import { MarkEntryForm } from './MarkEntryForm';
import type { MarkTarget } from './useMarkChoices';
import { draftKeyOf } from './useMarkDraft';

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
      sequence ? saveSequence({ classCourseId, sequence, body }).unwrap() : saveLmd({ classCourseId, term: term!, type: type!, body }).unwrap(),
    [saveSequence, saveLmd, classCourseId, sequence, term, type],
  );

  if (!list && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'marks.loadFailed' })}
      </Alert>
    );
  }
  if (!list) return <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  const draftKey = draftKeyOf(target);
  return <MarkEntryForm key={draftKey} list={list} draftKey={draftKey} editable={canEdit(classCourse)} passMark={passMark} send={send} />;
}
