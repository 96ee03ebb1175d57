import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { getIn } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '../../../../domain/contract/messages';
import type { Role } from '../../../../domain/permissions';
import { multilineTextField } from '../../../../domain/validation/checks';
import { msg, yup } from '../../../../domain/validation/yup';
import { useMessageReceiversQuery, useSendMessageMutation } from '../../../api/messagesApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';

export type ReceiverOption = { kind: 'role'; role: Role; count: number } | { kind: 'user'; id: number; name: string; role: Role };

interface Values {
  receivers: ReceiverOption[];
  subject: string;
  body: string;
}

const schema = yup.object({
  receivers: yup.array().min(1, msg('errors.messagesNoReceiver')).required(),
  subject: yup.string().trim().required().max(MESSAGE_SUBJECT_MAX),
  body: multilineTextField(MESSAGE_BODY_MAX).trim().required(),
});

const keyOf = (option: ReceiverOption) => (option.kind === 'role' ? `role:${option.role}` : `user:${option.id}`);

/** The first message a refusal put anywhere under a path (`receivers.userIds[1]` shows under the receivers). */
function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    for (const inner of Object.values(value)) {
      const found = firstMessage(inner);
      if (found) return found;
    }
  return undefined;
}

/** A new message: to people or whole roles, picked from the active staff; the body is plain text. */
export default function ComposeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { data } = useMessageReceiversQuery();
  const [send] = useSendMessageMutation();
  const roleName = (role: Role) => intl.formatMessage({ id: `toolsAdmin.roles.${role}` });
  const options = useMemo<ReceiverOption[]>(
    () => [
      ...(data?.roles ?? []).map((entry) => ({ kind: 'role' as const, role: entry.role as Role, count: entry.count })),
      ...(data?.users ?? []).map((user) => ({ kind: 'user' as const, ...user })),
    ],
    [data],
  );
  const labelOf = (option: ReceiverOption) =>
    option.kind === 'role'
      ? `${intl.formatMessage({ id: 'messages.receivers.role' }, { role: roleName(option.role) })} (${option.count})`
      : `${option.name} · ${roleName(option.role)}`;
  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'message-compose',
    schema,
    initialValues: { receivers: [], subject: '', body: '' },
    onClose,
    send: async (values) => {
      const userIds = values.receivers.flatMap((option) => (option.kind === 'user' ? [option.id] : []));
      const roles = values.receivers.flatMap((option) => (option.kind === 'role' ? [option.role] : []));
      await send({
        subject: values.subject.trim(),
        body: values.body,
        format: 'text',
        receivers: { ...(userIds.length ? { userIds } : {}), ...(roles.length ? { roles } : {}) },
      }).unwrap();
      return intl.formatMessage({ id: 'messages.compose.sent' });
    },
  });
  const receiversError = getIn(formik.touched, 'receivers') ? firstMessage(getIn(formik.errors, 'receivers')) : undefined;
  return (
    <FormDialog
      id="message-compose-title"
      titleId="messages.new"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="messages.compose.send"
    >
      <Autocomplete<ReceiverOption, true>
        id="message-compose-receivers"
        multiple
        options={options}
        value={formik.values.receivers}
        groupBy={(option) =>
          option.kind === 'role'
            ? intl.formatMessage({ id: 'messages.compose.roles' })
            : intl.formatMessage({ id: 'messages.compose.people' })
        }
        getOptionLabel={labelOf}
        getOptionKey={keyOf}
        isOptionEqualToValue={(option, value) => keyOf(option) === keyOf(value)}
        noOptionsText={intl.formatMessage({ id: 'messages.compose.noMatch' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        loading={!data}
        onChange={(_, picked) => {
          void formik.setFieldValue('receivers', picked);
        }}
        onBlur={() => void formik.setFieldTouched('receivers', true)}
        renderInput={(params) => (
          <TextField
            {...params}
            name="receivers"
            margin="dense"
            required
            autoFocus
            label={intl.formatMessage({ id: 'messages.compose.receivers' })}
            error={Boolean(receiversError)}
            helperText={receiversError ?? intl.formatMessage({ id: 'messages.compose.receiversHint' })}
          />
        )}
      />
      <TextField {...field('subject')} label={intl.formatMessage({ id: 'messages.compose.subject' })} required fullWidth margin="dense" />
      <TextField
        {...field('body')}
        label={intl.formatMessage({ id: 'messages.compose.body' })}
        required
        fullWidth
        multiline
        minRows={6}
        margin="dense"
      />
    </FormDialog>
  );
}
