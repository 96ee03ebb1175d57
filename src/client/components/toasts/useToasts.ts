import { useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ShowToastContext, type ToastLevel } from './toastTypes';

/** `html: true` only for markup the caller wrote itself; anything else is shown as text. */
export interface ShowOptions {
  html?: boolean;
}
type Show = (message?: string, title?: string, options?: ShowOptions) => void;
export type Toasts = Record<ToastLevel, Show>;

const LEVELS: ToastLevel[] = ['success', 'warning', 'info', 'error'];

/** success/warning/info/error(message?, title?), defaulting to the spec's texts (point 8). */
export function useToasts(): Toasts {
  const intl = useIntl();
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useToasts needs a ToastsProvider above it');
  return useMemo(() => {
    const level =
      (name: ToastLevel): Show =>
      (message, title, options) =>
        show({
          html: options?.html ?? false,
          level: name,
          message: message ?? intl.formatMessage({ id: `toasts.${name}.message` }),
          title: title ?? intl.formatMessage({ id: `toasts.${name}.title` }),
        });
    return Object.fromEntries(LEVELS.map((name) => [name, level(name)])) as Toasts;
  }, [intl, show]);
}
