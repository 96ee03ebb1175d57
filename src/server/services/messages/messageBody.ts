/**
 * A message's body as stored: limited HTML, cleaned here before it is written (the client cleans
 * it again with DOMPurify before showing it). Plain text becomes paragraphs: a blank line starts a
 * new one, a single line break stays a line break.
 */
import sanitizeHtml from 'sanitize-html';
import type { MessageFormat } from '../../../domain/contract/messages';

export const EXCERPT_LENGTH = 140;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A link opened from a message must not reach back into the app's window.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // A tag that is not allowed loses its markup but keeps its text; script and style lose both.
  disallowedTagsMode: 'discard',
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function sanitizeBody(body: string, format: MessageFormat): string {
  return sanitizeHtml(format === 'text' ? textToHtml(body) : body, OPTIONS).trim();
}

/** The body's words, without markup or entities, for the lists and for deciding it says something. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li)\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerptOf(html: string): string {
  const text = plainText(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}
