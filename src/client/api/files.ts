/**
 * Files: a download's answer, and handing a blob to the browser to save or print. The calls
 * themselves go through the one baseQuery. The caller names what it saves (domain/fileNames.ts):
 * it knows the user's language and what the file holds; the server names the same file the same way (Content-Disposition, from the same domain/fileNames.ts recipe).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseQuery, type ApiArgs } from './baseApi';

export type FileResult<T> = { data: T } | { error: FetchBaseQueryError };

export interface DownloadedFile {
  blob: Blob;
}

/** A refusal is JSON like any other; only a success is the file. */
async function fileOrError(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
  return { blob: await response.blob() } satisfies DownloadedFile;
}

/**
 * GETs a file with the bearer token (an <a href> or <img src> could not send it). A thunk rather
 * than an endpoint: a Blob has no place in the store's state, so it is handed straight to the caller.
 */
export const downloadFile =
  (request: ApiArgs): ThunkAction<Promise<FileResult<DownloadedFile>>, unknown, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const controller = new AbortController();
    const api = {
      signal: controller.signal,
      abort: (reason?: string) => controller.abort(reason),
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'downloadFile',
      type: 'query' as const,
    };
    const result = await baseQuery({ ...request, headers: { Accept: '*/*' }, responseHandler: fileOrError }, api, {});
    return result.error ? { error: result.error } : { data: result.data as DownloadedFile };
  };

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let printFrame: HTMLIFrameElement | null = null;

/**
 * Opens a blob (a PDF) in a hidden frame and calls the browser's print dialog on it. The frame
 * stays until the next print (removing it sooner can cancel an open print dialog).
 */
export function printBlob(blob: Blob): void {
  if (printFrame) {
    URL.revokeObjectURL(printFrame.src);
    printFrame.remove();
  }
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A browser that will not print a frame's PDF opens it instead; its viewer prints.
      window.open(url, '_blank', 'noopener');
    }
  });
  frame.src = url;
  document.body.appendChild(frame);
  printFrame = frame;
}
