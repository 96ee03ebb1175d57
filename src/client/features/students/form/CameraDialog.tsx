import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '../../../components/DialogFooter';

/** Whether this browser can show the computer's camera (an office PC's webcam, a phone's front camera). */
export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** A JPEG of good quality: the server re-encodes it like any upload. */
const QUALITY = 0.92;

/**
 * The camera's picture, taken with one key: the video shows at once, Enter (or the button) takes
 * the frame, and the camera is released as soon as the dialog closes.
 */
export function CameraDialog({ onTaken, onClose }: { onTaken: (file: File) => void; onClose: () => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (closed) return opened.getTracks().forEach((track) => track.stop());
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => setRefused(true));
    return () => {
      closed = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const take = () => {
    const source = video.current;
    if (!source || !ready) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onTaken(new File([blob], 'camera.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      QUALITY,
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="camera-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          take();
        }}
      >
        <DialogTitle id="camera-title">
          <FormattedMessage id="students.form.camera.title" />
        </DialogTitle>
        <DialogContent>
          {refused ? (
            <Alert severity="warning">
              <FormattedMessage id="students.form.camera.refused" />
            </Alert>
          ) : (
            <Box
              component="video"
              ref={video}
              autoPlay
              playsInline
              muted
              onLoadedMetadata={() => setReady(true)}
              aria-label={intl.formatMessage({ id: 'students.form.camera.preview' })}
              sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900', aspectRatio: '4 / 3' }}
            />
          )}
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={false} actionId="students.form.camera.take" disabled={!ready || refused} />
      </form>
    </Dialog>
  );
}
