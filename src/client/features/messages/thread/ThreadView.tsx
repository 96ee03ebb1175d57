import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MESSAGE_BODY_MAX, type Thread } from '../../../../domain/contract/messages';
import { multilineTextField } from '../../../../domain/validation/checks';
import { yup } from '../../../../domain/validation/yup';
import { useGetThreadQuery, useMarkThreadReadMutation, useSendMessageMutation } from '../../../api/messagesApi';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { receiversText } from '../receiversText';
import { SafeHtml } from './SafeHtml';

const replySchema = yup.object({ body: multilineTextField(MESSAGE_BODY_MAX).trim().required() });

/** Answers the thread's latest message; the server sends it to the other participants. */
function ReplyForm({ thread }: { thread: Thread }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [send] = useSendMessageMutation();
  const last = thread.messages[thread.messages.length - 1];
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'message-reply',
    schema: replySchema,
    initialValues: { body: '' },
    onSubmit: async ({ body }, { resetForm }) => {
      try {
        await send({ parentId: last.id, body, format: 'text' }).unwrap();
        resetForm();
        toasts.success(intl.formatMessage({ id: 'messages.thread.replied' }));
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <FormAlert message={formError} />
      <TextField
        {...field('body')}
        label={intl.formatMessage({ id: 'messages.thread.replyLabel' })}
        multiline
        minRows={3}
        fullWidth
        required
      />
      <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ mt: 1 }}>
        <FormattedMessage id="messages.thread.reply" />
      </Button>
    </Box>
  );
}

/** A thread's messages, oldest first, marked read once shown, with a reply form below. */
export default function ThreadView({ id, onBack }: { id: number; onBack: () => void }) {
  const intl = useIntl();
  const userId = useCurrentUser()?.data.user.id;
  const { data, error, isLoading, refetch } = useGetThreadQuery(id);
  const [markRead] = useMarkThreadReadMutation();
  const marked = useRef<number | null>(null);
  const unread = data?.messages.some((message) => message.readAt === null) ?? false;
  useEffect(() => {
    if (unread && marked.current !== id) {
      marked.current = id;
      void markRead(id);
    }
  }, [unread, id, markRead]);
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (isLoading) body = <PageSpinner />;
  else if (error || !data)
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'messages.loadFailed' })}
      </LoadFailed>
    );
  else
    body = (
      <>
        <Typography variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {data.subject}
        </Typography>
        {data.messages.map((message) => (
          <Paper
            key={message.id}
            variant="outlined"
            component="article"
            aria-labelledby={`message-${message.id}-from`}
            sx={{ p: 2, mb: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
              <Typography id={`message-${message.id}-from`} variant="subtitle2" component="h3">
                <FormattedMessage id="messages.thread.from" values={{ sender: message.sender.name }} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {date(message.createdAt)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage id="messages.thread.to" values={{ receivers: receiversText(intl, message.receivers) }} />
            </Typography>
            <SafeHtml html={message.body} />
          </Paper>
        ))}
        {userId !== undefined && <ReplyForm key={data.messages.length} thread={data} />}
      </>
    );
  return (
    <>
      <Button startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />} onClick={onBack} sx={{ mb: 1 }}>
        <FormattedMessage id="messages.thread.back" />
      </Button>
      {body}
    </>
  );
}
