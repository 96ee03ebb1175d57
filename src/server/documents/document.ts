/**
 * A new PDF document in a language, and the whole of it as one buffer. A document in Persian or
 * Urdu is laid out right to left as a whole, as the screens are: every page is mirrored (columns,
 * rules, boxes and pictures change sides), while text.ts and pictures.ts draw their text and images
 * the right way round at the mirrored place.
 */
import type PdfKit from 'pdfkit';
import { RIGHT_TO_LEFT_LANGUAGES, type Language } from '../../domain/enums';
import { lazyModule } from '../lazyModule';
import type { Direction } from './bidiRuns';

export type Doc = PDFKit.PDFDocument;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadPdfKit = lazyModule(() => require('pdfkit') as typeof PdfKit);

interface DocumentState {
  language: Language;
  direction: Direction;
  /** The fonts already registered with the document. */
  fonts: Set<string>;
}

const states = new WeakMap<Doc, DocumentState>();

/** The document's language and direction; a document made elsewhere reads as English. */
export function stateOf(doc: Doc): DocumentState {
  let state = states.get(doc);
  if (!state) {
    state = { language: 'en', direction: 'ltr', fonts: new Set() };
    states.set(doc, state);
  }
  return state;
}

export const directionOf = (language: Language): Direction => (RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

/** Whether the page is drawn mirrored (a right-to-left document). */
export const isMirrored = (doc: Doc): boolean => stateOf(doc).direction === 'rtl';

/** Undoes the page's mirroring for what is drawn in `draw` (text, pictures), placed at the mirrored `x`. */
export function unmirrored(doc: Doc, draw: () => void): void {
  if (!isMirrored(doc)) return draw();
  doc.save();
  doc.transform(-1, 0, 0, 1, doc.page.width, 0);
  draw();
  doc.restore();
}

/** Where a box of `width` at `x` lands on a mirrored page. */
export const mirroredX = (doc: Doc, x: number, width: number): number => (isMirrored(doc) ? doc.page.width - x - width : x);

export interface DocumentInfo {
  title: string;
  size?: PDFKit.PDFDocumentOptions['size'];
  margin?: number;
}

/** A document whose pages the caller adds. */
export function newDocument(language: Language, info: DocumentInfo): Doc {
  const doc = new (loadPdfKit())({
    autoFirstPage: false,
    size: info.size,
    margin: info.margin,
    lang: language === 'zh-CHS' ? 'zh-Hans' : language,
    info: { Title: info.title, Producer: 'Scola', Creator: 'Scola' },
  });
  const direction = directionOf(language);
  states.set(doc, { language, direction, fonts: new Set() });
  if (direction === 'rtl') doc.on('pageAdded', () => doc.transform(-1, 0, 0, 1, doc.page.width, 0));
  return doc;
}

/** The whole document as one buffer (a classroom's cards: small enough to hold). */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
