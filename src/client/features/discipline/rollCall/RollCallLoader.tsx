import LinearProgress from '@mui/material/LinearProgress';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RollCallBody } from '../../../../domain/contract/absences';
import { useGetRollCallQuery, useSaveRollCallMutation } from '../../../api/absencesApi';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../components/LoadFailed';
import { RollCallForm } from './RollCallForm';
import { draftKeyOf, type RollCallSlot } from './rollCallDraft';

interface Props {
  slot: RollCallSlot;
  editable: boolean;
}

/** Loads the chosen roll call and hands it to the form, one form (and draft) per roll call. */
export function RollCallLoader({ slot, editable }: Props) {
  const intl = useIntl();
  const { currentData: rollCall, error, refetch } = useGetRollCallQuery(slot);
  const [saveRollCall] = useSaveRollCallMutation();
  const { classroomId, date, timePartId } = slot;
  const send = useCallback(
    (body: RollCallBody) => saveRollCall({ classroomId, date, timePartId, body }).unwrap(),
    [saveRollCall, classroomId, date, timePartId],
  );

  if (!rollCall && error) {
    return (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'discipline.rollCall.loadFailed' })}
      </LoadFailed>
    );
  }
  if (!rollCall) return <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  const draftKey = draftKeyOf(slot);
  return <RollCallForm key={draftKey} rollCall={rollCall} draftKey={draftKey} editable={editable} send={send} />;
}
