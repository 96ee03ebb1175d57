/**
 * The public page's address (domain.md, "Access codes, student cards, public page"). The page is a
 * file of its own beside the app's index.html, loading only its small entry (webpack.config.js), so
 * a phone scanning a card downloads a few kilobytes rather than the office app. The code travels in
 * the fragment, after `#`: browsers never send it to the server, so no access log holds it.
 */
export const PUBLIC_PAGE_FILE = 'public-page.html';

/** The app's route (the spec's route table): the main app sends it on to PUBLIC_PAGE_FILE. */
export const PUBLIC_PAGE_ROUTE = '#/public-page';

/** The option of Tools that holds the school's public address, the base of every card's QR code. */
export const PUBLIC_ADDRESS_OPTION = 'public_url';

/**
 * A public address as the school types it, tidied (no final slash), or undefined when it cannot be
 * one: an http or https address with a host, without credentials, query or fragment.
 */
export function publicAddressOf(typed: string): string | undefined {
  const text = typed.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!url.hostname || url.username || url.password || url.search || url.hash || text.includes('?') || text.includes('#')) return undefined;
  return text.replace(/\/+$/, '');
}

/**
 * What a card's QR code holds: `https://school.example/public-page.html#/public-page?code=K7QW3XH9MZ2P`.
 * `base` is where the app is served, with or without its final slash (`https://school.example`,
 * `https://school.example/scola/`).
 */
export function publicPageAddress(base: string, code: string): string {
  const folder = base.endsWith('/') ? base : `${base}/`;
  return `${folder}${PUBLIC_PAGE_FILE}${PUBLIC_PAGE_ROUTE}?code=${encodeURIComponent(code)}`;
}

/** The code a fragment carries (`#/public-page?code=…`, or `#?code=…`), as typed: normalise it before use. */
export function codeFromHash(hash: string): string | undefined {
  const query = hash.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(hash.slice(query + 1)).get('code') ?? undefined;
}
