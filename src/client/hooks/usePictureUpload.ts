import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '../components/alerts/alertsContext';
import { useToasts } from '../components/toasts/useToasts';

export interface PictureUploadOptions {
  /** The content types the server takes, for the file picker and the check before sending. */
  types: readonly string[];
  maxBytes: number;
  /** Catalogue keys: a refused type, a file too large (given `max` in MB), the file input's label. */
  messages: { badType: string; tooLarge: string; file: string };
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/** Why the server would refuse the picture, checked before sending it: its type, then its size. */
export function pictureProblem(file: File, types: readonly string[], maxBytes: number): 'badType' | 'tooLarge' | null {
  if (!types.includes(file.type)) return 'badType';
  return file.size > maxBytes ? 'tooLarge' : null;
}

/**
 * One picture (a student's photo, the school's logo) replaced by an upload or removed after a
 * confirmation. `version` changes after each, so the picture shown is read again.
 */
export function usePictureUpload({ types, maxBytes, messages, upload, remove }: PictureUploadOptions) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);

  const done = async (write: () => Promise<unknown>) => {
    try {
      await write();
      setVersion((value) => value + 1);
      toasts.success();
    } catch (error) {
      showError(error);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The server checks too; this spares an upload that would be refused.
    const problem = pictureProblem(file, types, maxBytes);
    if (problem) toasts.error(intl.formatMessage({ id: messages[problem] }, { max: maxBytes / 1024 / 1024 }));
    else await done(() => upload(file));
  };

  return {
    version,
    confirming,
    pick: () => input.current?.click(),
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    remove: async () => {
      await done(remove);
      setConfirming(false);
    },
    /** Spread on a hidden `<input>`: the picker the buttons open. */
    fileInput: {
      ref: input,
      type: 'file',
      hidden: true,
      accept: types.join(','),
      'aria-label': intl.formatMessage({ id: messages.file }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        void choose(event.target.files?.[0]);
        event.target.value = '';
      },
    },
  };
}
