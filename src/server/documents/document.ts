/**
 * A new PDF document in a language, and the whole of it as one buffer. A document in Persian or
 * Urdu is laid out right to left as a whole, as the screens are: every page is mirrored (columns,
 * rules, boxes and pictures change sides), while text.ts and pictures.ts draw their text and images
 * the right way round at the mirrored place.
 */
import type PdfKit from 'pdfkit';
import type { Language } from '../../domain/enums';
import { directionOf, localeOf, type Direction } from '../../domain/locale';
import { lazyModule } from '../lazyModule';

export type Doc = PDFKit.PDFDocument;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadPdfKit = lazyModule(() => require('pdfkit') as typeof PdfKit);

interface DocumentState {
  language: Language;
  direction: Direction;
  /** The fonts already registered with the document. */
  fonts: Set<string>;
  /** The width text and pictures are mirrored within: the page's, or a frame's drawn at an offset (a card on a sheet). */
  frameWidth: number | null;
}

const states = new WeakMap<Doc, DocumentState>();

/** The document's language and direction; a document made elsewhere reads as English. */
export function stateOf(doc: Doc): DocumentState {
  let state = states.get(doc);
  if (!state) {
    state = { language: 'en', direction: 'ltr', fonts: new Set(), frameWidth: null };
    states.set(doc, state);
  }
  return state;
}

/** Whether the page is drawn mirrored (a right-to-left document). */
export const isMirrored = (doc: Doc): boolean => stateOf(doc).direction === 'rtl';

const widthOf = (doc: Doc): number => stateOf(doc).frameWidth ?? doc.page.width;

/** Undoes the page's mirroring for what is drawn in `draw` (text, pictures), placed at the mirrored `x`. */
export function unmirrored(doc: Doc, draw: () => void): void {
  if (!isMirrored(doc)) return draw();
  doc.save();
  doc.transform(-1, 0, 0, 1, widthOf(doc), 0);
  draw();
  doc.restore();
}

/** Where a box of `width` at `x` lands on a mirrored page. */
export const mirroredX = (doc: Doc, x: number, width: number): number => (isMirrored(doc) ? widthOf(doc) - x - width : x);

/**
 * Draws a frame `width` wide with its left edge at `x` (a card on a sheet): `draw` places things
 * in the frame's own coordinates, mirrored within the frame on a right-to-left page.
 */
export function inFrame(doc: Doc, x: number, y: number, width: number, draw: () => void): void {
  const state = stateOf(doc);
  const outer = state.frameWidth;
  doc.save();
  doc.translate(x, y);
  state.frameWidth = width;
  try {
    draw();
  } finally {
    state.frameWidth = outer;
    doc.restore();
  }
}

interface PageContent {
  write(chunk: string | Uint8Array): void;
  end(): void;
}

/**
 * pdfkit turns every line of a page's content (a colour, a move, a run of text) into its own byte
 * array, one character at a time, and joins them when the page ends: a whole school's batch writes
 * some two million of them. The page's lines are kept as text instead and turned into bytes once,
 * when the page ends; the bytes are the same (pdfkit keeps each character's low byte, as latin1 does).
 */
function gatherContent(page: PageContent): void {
  const lines: string[] = [];
  const write = page.write.bind(page);
  const end = page.end.bind(page);
  const flush = () => {
    if (lines.length === 0) return;
    write(Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
    lines.length = 0;
  };
  page.write = (chunk) => {
    if (typeof chunk === 'string') return void lines.push(chunk);
    flush();
    write(chunk);
  };
  page.end = () => {
    flush();
    end();
  };
}

export interface DocumentInfo {
  title: string;
  size?: PDFKit.PDFDocumentOptions['size'];
  margin?: number;
  /** Keeps the pages open to number them at the end ("Page 2 of 5"). */
  bufferPages?: boolean;
}

/** A document whose pages the caller adds. */
export function newDocument(language: Language, info: DocumentInfo): Doc {
  const doc = new (loadPdfKit())({
    autoFirstPage: false,
    size: info.size,
    margin: info.margin,
    bufferPages: info.bufferPages,
    lang: localeOf(language),
    info: { Title: info.title, Producer: 'Scola', Creator: 'Scola' },
  });
  const direction = directionOf(language);
  states.set(doc, { language, direction, fonts: new Set(), frameWidth: null });
  doc.on('pageAdded', () => gatherContent(doc.page as unknown as PageContent));
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
