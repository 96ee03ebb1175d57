import { createContext } from 'react';
import { DuplicateCounter } from './duplicates';

export type ToastLevel = 'success' | 'warning' | 'info' | 'error';

/** Defaults of the notification facility (spec point 9). */
export const TOAST_TIME_OUT = 5000;
export const TOAST_EXTENDED_TIME_OUT = 1000;

/** A toast asked for and not yet handed to notistack. */
export interface Toast {
  level: ToastLevel;
  title: string;
  message: string;
  /**
   * The message is markup the caller wrote (shown sanitised). Otherwise it is text, shown as typed:
   * a message built from what users wrote (a subject, a name) must never become markup.
   */
  html?: boolean;
  /** Identifies duplicates (see toastKey). */
  counterKey: string;
}

/**
 * The extra options our toast variant carries through notistack to ToastContent. A type alias, not
 * an interface: notistack only accepts variant props that extend Record<string, unknown>.
 */
export type ToastOptions = {
  level: ToastLevel;
  title: string;
  counterKey: string;
  html: boolean;
  timeOut: number;
  extendedTimeOut: number;
};

declare module 'notistack' {
  interface VariantOverrides {
    toast: ToastOptions;
  }
}

/** Provided above the SnackbarProvider, because notistack renders toasts from there. */
export const DuplicateCounterContext = createContext(new DuplicateCounter());

/** Shows a toast (the provider counts duplicates and loads notistack on first use). */
export const ShowToastContext = createContext<((toast: Omit<Toast, 'counterKey'>) => void) | null>(null);
