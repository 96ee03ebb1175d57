import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../../../domain/contract/schoolLogo';
import { useDeleteLogoMutation, useUploadLogoMutation } from '../../../../api/schoolLogoApi';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { usePictureUpload } from '../../../../hooks/usePictureUpload';
import { useSchoolLogo } from './useSchoolLogo';

const SIZE = 96;
const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;

/** The logo printed with the letterhead: shown, replaced by an upload, removed after a confirmation. */
export function SchoolLogo() {
  const intl = useIntl();
  const titleId = useId();
  const [uploadLogo, upload] = useUploadLogoMutation();
  const [deleteLogo] = useDeleteLogoMutation();
  const picture = usePictureUpload({
    types: LOGO_TYPES,
    maxBytes: LOGO_MAX_BYTES,
    messages: { badType: 'toolsAdmin.logo.badType', tooLarge: 'toolsAdmin.logo.tooLarge', file: 'toolsAdmin.logo.file' },
    upload: (file) => uploadLogo(file).unwrap(),
    remove: () => deleteLogo().unwrap(),
  });
  const logo = useSchoolLogo(picture.version);
  const present = logo.status === 'present';

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
              onClick={picture.pick}
              disabled={upload.isLoading || logo.status === 'loading'}
            >
              <FormattedMessage id={present ? 'toolsAdmin.logo.change' : 'toolsAdmin.logo.add'} />
            </Button>
            {present && (
              <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={picture.ask}>
                <FormattedMessage id="toolsAdmin.logo.remove" />
              </Button>
            )}
          </Stack>
        </Stack>
        <input {...picture.fileInput} />
      </Stack>
      <ConfirmDialog
        open={picture.confirming}
        onClose={picture.cancel}
        onConfirm={picture.remove}
        titleId="toolsAdmin.logo.confirmTitle"
        textId="toolsAdmin.logo.confirmRemove"
        confirmId="toolsAdmin.logo.remove"
      />
    </Box>
  );
}
