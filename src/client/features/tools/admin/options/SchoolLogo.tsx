import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../../../domain/contract/schoolLogo';
import { useDeleteLogoMutation, useUploadLogoMutation } from '../../../../api/schoolLogoApi';
import { useAlerts } from '../../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToasts } from '../../../../components/toasts/useToasts';
import { useSchoolLogo } from './useSchoolLogo';

const SIZE = 96;
const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;

/** The logo printed with the letterhead: shown, replaced by an upload, removed after a confirmation. */
export function SchoolLogo() {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [uploadLogo, upload] = useUploadLogoMutation();
  const [deleteLogo] = useDeleteLogoMutation();
  const logo = useSchoolLogo(version);
  const present = logo.status === 'present';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The server checks too; this spares an upload that would be refused.
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      toasts.error(intl.formatMessage({ id: 'toolsAdmin.logo.badType' }));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toasts.error(intl.formatMessage({ id: 'toolsAdmin.logo.tooLarge' }, { max: MAX_MB }));
      return;
    }
    try {
      await uploadLogo(file).unwrap();
      setVersion((value) => value + 1);
      toasts.success();
    } catch (error) {
      showError(error);
    }
  };

  const remove = async () => {
    try {
      await deleteLogo().unwrap();
      setVersion((value) => value + 1);
      toasts.success();
    } catch (error) {
      showError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box role="group" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        <FormattedMessage id="toolsAdmin.logo.title" />
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: SIZE,
            height: SIZE,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'common.white',
            overflow: 'hidden',
          }}
        >
          {logo.url ? (
            <Box
              component="img"
              src={logo.url}
              alt={intl.formatMessage({ id: 'toolsAdmin.logo.alt' })}
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            logo.status === 'none' && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
                <FormattedMessage id="toolsAdmin.logo.none" />
              </Typography>
            )
          )}
        </Box>
        <Stack sx={{ gap: 1, flex: '1 1 16rem' }}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="toolsAdmin.logo.help" values={{ max: MAX_MB }} />
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<AddPhotoAlternateOutlined />}
              onClick={() => input.current?.click()}
              disabled={upload.isLoading || logo.status === 'loading'}
            >
              <FormattedMessage id={present ? 'toolsAdmin.logo.change' : 'toolsAdmin.logo.add'} />
            </Button>
            {present && (
              <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
                <FormattedMessage id="toolsAdmin.logo.remove" />
              </Button>
            )}
          </Stack>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept={LOGO_TYPES.join(',')}
          aria-label={intl.formatMessage({ id: 'toolsAdmin.logo.file' })}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
        titleId="toolsAdmin.logo.confirmTitle"
        textId="toolsAdmin.logo.confirmRemove"
        confirmId="toolsAdmin.logo.remove"
      />
    </Box>
  );
}
