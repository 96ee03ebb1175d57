/**
 * DOMPurify (~9 KB gzip) is fetched only when a toast actually carries markup, which keeps it off
 * the sign-in page. Plain text needs no sanitiser: React escapes it.
 */
type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

export const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  ));

/** Markup or entities mean the message must go through the sanitiser. */
export const looksLikeHtml = (message: string): boolean => /[<&]/.test(message);
