import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BULK_NOTICE_KINDS,
  NOTICE_SUBJECT_MAX,
  NOTICE_TEXT_MAX,
  type BulkNoticeKind,
  type NoticePreview,
} from '../../../../domain/contract/guardianNotices';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import { PERIOD_TYPES, type PeriodType } from '../../../../domain/grading/periods';
import { usePreviewGuardianNoticesMutation, useQueueGuardianNoticesMutation } from '../../../api/guardianNoticesApi';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DateField } from '../../../components/DateField';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formRefusalOf, type FormRefusal } from '../../../components/forms/serverErrors';
import { bodyOf, initialValues, newBatchId, PERIOD_CHOICES, type NoticeFormValues } from './noticeForm';
import { NoticePreviewPanel } from './NoticePreviewPanel';

const FIELDS = new Set(['kind', 'classroomIds', 'levelId', 'periodType', 'period', 'asOf', 'subject', 'text']);

interface Props {
  /** The kinds the user may send: every one, or arrears only (the bursar). */
  kinds: readonly BulkNoticeKind[];
  classrooms: readonly Classroom[];
  levels: readonly Level[];
  today: string;
  onQueued: (queued: number) => void;
}

/** A new notice to guardians: kind, classrooms, period or day, text; then the preview; then the send. */
export function NoticeForm({ kinds, classrooms, levels, today, onQueued }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `notices.form.${id}` }, values);
  const defaultText = (kind: BulkNoticeKind) => t(`defaultText.${kind}`);
  const [values, setValues] = useState<NoticeFormValues>(() => initialValues(kinds[0], today, defaultText(kinds[0])));
  const [preview, setPreview] = useState<NoticePreview | null>(null);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [askPreview, previewState] = usePreviewGuardianNoticesMutation();
  const [queue, queueState] = useQueueGuardianNoticesMutation();

  const change = (patch: Partial<NoticeFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setPreview(null);
    setRefusal(null);
  };
  const refuse = (error: unknown) =>
    setRefusal(formRefusalOf(error, intl, { owns: (path) => FIELDS.has(path) }) ?? { fields: {}, message: chooseAlert(error).message });
  const fieldError = (name: string) => refusal?.fields[name];

  const showPreview = async () => {
    try {
      setPreview(await askPreview(bodyOf(values)).unwrap());
    } catch (error) {
      refuse(error);
    }
  };
  const send = async () => {
    try {
      const batch = await queue(bodyOf(values, newBatchId())).unwrap();
      setPreview(null);
      setValues(initialValues(values.kind, today, defaultText(values.kind)));
      onQueued(batch.queued);
    } catch (error) {
      setPreview(null);
      refuse(error);
    }
  };

  const toggle = (id: number, checked: boolean) =>
    change({ classroomIds: checked ? [...values.classroomIds, id] : values.classroomIds.filter((one) => one !== id) });
  const classroomError = fieldError('classroomIds');

  return (
    <Stack component="form" noValidate useFlexGap sx={{ gap: 2 }} onSubmit={(event) => event.preventDefault()}>
      <FormAlert message={refusal?.message} />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ChoiceSelect
          id="notices-kind"
          label={t('kind')}
          value={values.kind}
          choices={kinds.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `notices.kinds.${kind}` }) }))}
          onChange={({ target: { value } }) => change({ kind: value as BulkNoticeKind, text: defaultText(value as BulkNoticeKind) })}
        />
        {values.kind === 'report-card' && (
          <>
            <ChoiceSelect
              id="notices-period-type"
              label={t('periodType')}
              value={values.periodType}
              choices={PERIOD_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `notices.periodTypes.${type}` }) }))}
              onChange={({ target: { value } }) =>
                change({ periodType: value as PeriodType, period: String(PERIOD_CHOICES[value as PeriodType][0]) })
              }
              error={Boolean(fieldError('periodType'))}
              helperText={fieldError('periodType')}
            />
            {values.periodType !== 'annual' && (
              <ChoiceSelect
                id="notices-period"
                label={t('period')}
                value={values.period}
                choices={PERIOD_CHOICES[values.periodType].map((n) => ({ value: String(n), label: String(n) }))}
                onChange={({ target: { value } }) => change({ period: value })}
                error={Boolean(fieldError('period'))}
                helperText={fieldError('period')}
              />
            )}
          </>
        )}
        {values.kind === 'arrears' && (
          <>
            <ChoiceSelect
              id="notices-level"
              label={t('level')}
              value={values.levelId}
              emptyLabel={t('anyLevel')}
              choices={levels.map((level) => ({ value: String(level.id), label: level.name }))}
              onChange={({ target: { value } }) => change({ levelId: value })}
            />
            <DateField
              id="notices-as-of"
              label={t('asOf')}
              value={values.asOf}
              onChange={({ target: { value } }) => change({ asOf: value })}
              error={Boolean(fieldError('asOf'))}
              helperText={fieldError('asOf')}
            />
          </>
        )}
      </Stack>
      <FormControl component="fieldset" error={Boolean(classroomError)}>
        <FormLabel component="legend">{t('classrooms')}</FormLabel>
        <FormGroup row>
          {classrooms.map((classroom) => (
            <FormControlLabel
              key={classroom.id}
              control={
                <Checkbox
                  checked={values.classroomIds.includes(classroom.id)}
                  onChange={({ target: { checked } }) => toggle(classroom.id, checked)}
                />
              }
              label={classroom.name}
            />
          ))}
        </FormGroup>
        {classroomError && <FormHelperText>{classroomError}</FormHelperText>}
      </FormControl>
      <TextField
        id="notices-subject"
        label={t('subject')}
        helperText={t('subjectHelp')}
        value={values.subject}
        onChange={({ target: { value } }) => change({ subject: value })}
        slotProps={{ htmlInput: { maxLength: NOTICE_SUBJECT_MAX } }}
        size="small"
      />
      <TextField
        id="notices-text"
        label={t('text')}
        required
        multiline
        minRows={3}
        value={values.text}
        onChange={({ target: { value } }) => change({ text: value })}
        error={Boolean(fieldError('text'))}
        helperText={fieldError('text') ?? t('textHelp', { max: NOTICE_TEXT_MAX })}
        slotProps={{ htmlInput: { maxLength: NOTICE_TEXT_MAX } }}
      />
      {preview ? (
        <NoticePreviewPanel
          preview={preview}
          sending={queueState.isLoading}
          onConfirm={() => void send()}
          onCancel={() => setPreview(null)}
        />
      ) : (
        <div>
          <Button variant="contained" onClick={() => void showPreview()} loading={previewState.isLoading}>
            <FormattedMessage id="notices.form.preview" />
          </Button>
        </div>
      )}
      {kinds.length < BULK_NOTICE_KINDS.length && (
        <Alert severity="info">
          <FormattedMessage id="notices.form.arrearsOnly" />
        </Alert>
      )}
    </Stack>
  );
}
