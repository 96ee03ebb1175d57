import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { environment } from '../environment';
import { clearToken, readToken } from './token';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Where the API lives: the environment's URL, else this page's origin. Always absolute, because
 * Node's Request (Jest) rejects relative URLs and the XSRF rule below compares origins.
 */
export const apiBaseUrl = (): string => environment.apiBaseUrl || new URL('/', window.location.origin).toString();

/** Joins a path to the base as fetchBaseQuery does (a base path such as `/admin/` is kept). */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBaseUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface HeaderInput {
  method: string;
  /** Absolute URL of the request. */
  url: string;
  hasBody: boolean;
  token: string | null;
  xsrfToken: string | undefined;
  /** Origin of the page making the call. */
  pageOrigin: string;
  /** The interface language, so the server answers its messages in it. */
  language?: string;
}

/**
 * The shared client's headers (spec point 7): JSON accept (and content type with a body), a bearer
 * token when one is stored, and the anti-forgery header only on non-GET calls to our own origin, so
 * the cookie's value never travels to another site. Also the interface language, which the server
 * uses for its messages.
 */
export function requestHeaders({ method, url, hasBody, token, xsrfToken, pageOrigin, language }: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const safe = ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
  if (!safe && xsrfToken && new URL(url).origin === pageOrigin) headers[XSRF_HEADER] = xsrfToken;
  return headers;
}

/** The language the I18nProvider set on the page (a BCP 47 tag; the server maps zh-Hans to zh-CHS). */
export const pageLanguage = (): string | undefined => document.documentElement.lang || undefined;

/** Dispatched when any call answers 401; the auth slice listens and signs the user out. */
export const sessionExpired = createAction('api/sessionExpired');

const rawBaseQuery = fetchBaseQuery({ baseUrl: apiBaseUrl() });

/** fetchBaseQuery plus our headers; the error body comes back untouched as `{status, data}`. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = requestHeaders({
    method: request.method ?? 'GET',
    url: apiUrl(request.url),
    hasBody: request.body !== undefined,
    token: readToken(),
    xsrfToken: readCookie(XSRF_COOKIE, document.cookie),
    pageOrigin: window.location.origin,
    language: pageLanguage(),
  });
  const result = await rawBaseQuery({ ...request, headers: { ...headers, ...(request.headers as Record<string, string>) } }, api, extraOptions);
  if (result.error?.status === 401) {
    clearToken();
    api.dispatch(sessionExpired());
  }
  return result;
};

/** THE one API slice: every resource file injects its endpoints here, so tags work across them. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'CurrentUser',
    'Users',
    'Kpis',
    'SchoolYears',
    'Levels',
    'Classrooms',
    'Courses',
    'ClassCourses',
    'TimeParts',
    'Observations',
    'SanctionTypes',
    'MetadataTypes',
    'Options',
    'Students',
    'Registrations',
    'Exemptions',
    'Audit',
    'Marks',
  ],
  endpoints: () => ({}),
});
