import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { baseApi } from '../../../api/baseApi';
import {
  useImportProgressQuery,
  usePreviewImportMutation,
  useRunImportMutation,
  type ImportPreview,
  type ImportStatus,
} from '../../../api/studentsApi';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { WizardDialog } from '../../../components/imports/WizardDialog';
import { useToasts } from '../../../components/toasts/useToasts';
import { FileStep } from './FileStep';
import { spreadsheetProblem, spreadsheetType } from '../../../components/imports/spreadsheetFile';
import { PreviewStep } from './PreviewStep';
import { ProgressStep } from './ProgressStep';

/** How often the running import is asked for its progress. */
export const POLL_MS = 500;

const STEPS = ['file', 'preview', 'run'] as const;

/** Import students from a CSV or Excel file: choose, check every row, then write them all (or none). */
export default function ImportWizard({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const dispatch = useAppDispatch();
  const schoolYearId = useCurrentUser()?.schoolYear?.id;
  const [file, setFile] = useState<File | null>(null);
  const [classroomId, setClassroomId] = useState<number | undefined>(undefined);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [previewImport, previewing] = usePreviewImportMutation();
  const [runImport, starting] = useRunImportMutation();
  const running = status?.status === 'running' || status?.status === 'previewed';
  const { data: progress } = useImportProgressQuery(running && status ? status.id : skipToken, { pollingInterval: POLL_MS });
  const step = status ? 2 : preview ? 1 : 0;

  useEffect(() => {
    if (!progress || !running) return;
    setStatus(progress);
    if (progress.status === 'done') {
      toasts.success(intl.formatMessage({ id: 'students.import.done' }, { count: progress.created }));
      dispatch(baseApi.util.invalidateTags(['Students', 'Registrations', 'Classrooms', 'Kpis']));
    } else if (progress.status === 'failed') {
      showError({
        statusCode: 500,
        error: 'Import failed',
        message: progress.message ?? intl.formatMessage({ id: 'students.import.failed' }),
      });
    }
  }, [progress, running, toasts, intl, dispatch, showError]);

  const check = async () => {
    if (!file) return;
    const contentType = spreadsheetType(file);
    if (!contentType || spreadsheetProblem(file)) return;
    try {
      setPreview(await previewImport({ file, contentType, classroomId }).unwrap());
    } catch (error) {
      showError(error);
    }
  };

  const run = async () => {
    if (!preview) return;
    try {
      setStatus(await runImport(preview.id).unwrap());
    } catch (error) {
      showError(error);
    }
  };

  const finished = status?.status === 'done' || status?.status === 'failed';
  const canRun = preview !== null && preview.total > 0 && preview.valid === preview.total;

  const forward =
    step === 0
      ? {
          label: <FormattedMessage id="students.import.check" />,
          disabled: !file || spreadsheetProblem(file) !== null || previewing.isLoading,
          onClick: () => void check(),
        }
      : {
          label: <FormattedMessage id="students.import.run" values={{ count: preview?.valid ?? 0 }} />,
          disabled: !canRun || starting.isLoading,
          onClick: () => void run(),
        };

  return (
    <WizardDialog
      id="import"
      titleId="students.import.title"
      stepIds={STEPS.map((name) => `students.import.steps.${name}`)}
      step={step}
      finished={finished}
      busy={running}
      forward={forward}
      onBack={() => setPreview(null)}
      onClose={onClose}
    >
      {step === 0 && (
        <FileStep file={file} onFile={setFile} classroomId={classroomId} onClassroom={setClassroomId} schoolYearId={schoolYearId} />
      )}
      {step === 1 && preview && <PreviewStep preview={preview} />}
      {step === 2 && status && <ProgressStep status={status} />}
    </WizardDialog>
  );
}
