/**
 * Calls that carry a file rather than JSON: an authorised download (export, photo) and a raw
 * upload (photo, import). They use the shared client's headers (bearer token, XSRF on non-GET,
 * language) and answer in RTK Query's queryFn shape, so errors reach the same alert handler.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiUrl, pageLanguage, readCookie, requestHeaders, sessionExpired, XSRF_COOKIE } from './baseApi';
import { clearToken, readToken } from './token';

export type FileResult<T> = { data: T } | { error: FetchBaseQueryError };

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName: string | undefined;
}

interface Dispatcher {
  dispatch: (action: ReturnType<typeof sessionExpired>) => unknown;
}

function urlWith(path: string, params?: Record<string, string>): string {
  const url = new URL(apiUrl(path));
  for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

function headersFor(method: string, url: string, extra: Record<string, string>): Record<string, string> {
  const headers = requestHeaders({
    method,
    url,
    hasBody: false,
    token: readToken(),
    xsrfToken: readCookie(XSRF_COOKIE, document.cookie),
    pageOrigin: window.location.origin,
    language: pageLanguage(),
  });
  return { ...headers, ...extra };
}

async function errorOf(response: Response, store?: Dispatcher): Promise<FetchBaseQueryError> {
  // As the shared client does: a 401 ends the session.
  if (response.status === 401) {
    clearToken();
    store?.dispatch(sessionExpired());
  }
  const text = await response.text();
  try {
    return { status: response.status, data: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    return { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'Invalid JSON' };
  }
}

/** The name in `attachment; filename="x.csv"` or `filename*=UTF-8''x.csv`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

/** GET a file with the bearer token (an <a href> or <img src> could not send it). */
export async function downloadFile(path: string, params?: Record<string, string>, store?: Dispatcher): Promise<FileResult<DownloadedFile>> {
  const url = urlWith(path, params);
  let response: Response;
  try {
    response = await fetch(url, { headers: headersFor('GET', url, { Accept: '*/*' }) });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (!response.ok) return { error: await errorOf(response, store) };
  return { data: { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) } };
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  params?: Record<string, string>;
  /** Defaults to the file's own type. */
  contentType?: string;
  store?: Dispatcher;
}

/** Sends a file as the raw request body and reads the JSON answer. */
export async function uploadFile<T>(path: string, file: Blob, { method = 'POST', params, contentType, store }: UploadOptions = {}): Promise<FileResult<T>> {
  const url = urlWith(path, params);
  let response: Response;
  try {
    response = await fetch(url, { method, body: file, headers: headersFor(method, url, { 'Content-Type': contentType || file.type || 'application/octet-stream' }) });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (!response.ok) return { error: await errorOf(response, store) };
  const text = await response.text();
  try {
    return { data: (text ? JSON.parse(text) : undefined) as T };
  } catch {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'Invalid JSON' } };
  }
}

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
