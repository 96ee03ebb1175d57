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
  /** The body's type, when there is a body: JSON, or a file's own type. */
  contentType?: string;
  token: string | null;
  xsrfToken: string | undefined;
  /** Origin of the page making the call. */
  pageOrigin: string;
  /** The interface language, so the server answers its messages in it. */
  language?: string;
}

/**
 * The client's headers (spec point 7): JSON accept (and the body's type when there is one), a
 * bearer token when one is stored, and the anti-forgery header only on non-GET calls to our own
 * origin, so the cookie's value never travels to another site. Also the interface language, which
 * the server uses for its messages.
 */
export function requestHeaders({ method, url, contentType, token, xsrfToken, pageOrigin, language }: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  if (contentType) headers['Content-Type'] = contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  const safe = ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
  if (!safe && xsrfToken && new URL(url).origin === pageOrigin) headers[XSRF_HEADER] = xsrfToken;
  return headers;
}

/** The language the I18nProvider set on the page (a BCP 47 tag; the server maps zh-Hans to zh-CHS). */
export const pageLanguage = (): string | undefined => document.documentElement.lang || undefined;

/** Dispatched when any call answers 401; the auth slice listens and signs the user out. */
export const sessionExpired = createAction('api/sessionExpired');

export interface ApiArgs extends FetchArgs {
  /** A public call (sign-in, sign-up): sent without the bearer token or the anti-forgery header. */
  anonymous?: boolean;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: apiBaseUrl() });

/** A file travels as itself, under its own type; anything else as JSON. */
const contentTypeOf = (body: unknown): string | undefined =>
  body === undefined ? undefined : body instanceof Blob ? body.type || 'application/octet-stream' : 'application/json';

/**
 * The one HTTP layer: fetchBaseQuery plus our headers, for JSON calls, uploads, downloads and
 * sign-in alike. The error body comes back untouched as `{status, data}`; a 401 ends the session.
 */
export const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const { anonymous = false, ...request }: ApiArgs = typeof args === 'string' ? { url: args } : args;
  const headers = requestHeaders({
    method: request.method ?? 'GET',
    url: apiUrl(request.url),
    contentType: contentTypeOf(request.body),
    token: anonymous ? null : readToken(),
    xsrfToken: anonymous ? undefined : readCookie(XSRF_COOKIE, document.cookie),
    pageOrigin: window.location.origin,
    language: pageLanguage(),
  });
  const result = await rawBaseQuery(
    { ...request, headers: { ...headers, ...(request.headers as Record<string, string>) } },
    api,
    extraOptions,
  );
  // A refused public call (wrong password) has no session to end.
  if (result.error?.status === 401 && !anonymous) {
    clearToken();
    api.dispatch(sessionExpired());
  }
  return result;
};

/**
 * What a cached answer depends on. Lists provide `{type, id: 'LIST'}` and each item's id; marks are
 * tagged by classroom, so a save refreshes that classroom's entry lists and sheets only.
 */
export const TAG_TYPES = [
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
  'Statistics',
  // Attendance and discipline: a roll call saved or an absence justified changes the board, the
  // records, the suggestions and the statistics (tagged 'Statistics' too).
  'AbsenceReasons',
  'Attendance',
  'Sanctions',
  'Suggestions',
  // Teacher presence: a timetable saved changes the day's slots; a day saved changes the figures and
  // the part-time teachers' statements.
  'Timetables',
  'TeacherPresence',
  'TeacherPay',
  // Finance: a payment or a reversal changes the student's account, the journal, the arrears and the
  // figures (all tagged 'Payments'); a schedule or a discount changes every account it charges.
  'FeeSetup',
  'Payments',
  'CashSessions',
  'StudentCards',
  // Messages: a message sent or a thread marked read changes the boxes and the top bar's count.
  'Messages',

  // Notices to guardians: a batch queued or a notice retried changes the outbox and its counts.
  'GuardianNotices',
  // The server's backups: one made or verified again changes the list and the dashboard's warning.
  'Backups',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** THE one API slice: every resource file injects its endpoints here, so tags work across them. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
