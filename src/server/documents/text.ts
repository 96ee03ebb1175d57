/**
 * Text in the documents: any mix of Latin, Arabic-script and Chinese text, in the fonts that
 * write it (fonts.ts), in reading order (bidiRuns.ts), placed in a box. Nothing is cut: a text too
 * wide for its box is set smaller, down to a floor, and then wraps onto more lines (between words,
 * between Chinese characters, and inside a word longer than the box).
 */
import { logicalPieces, visualRuns, withoutOrderMarks, type Run } from './bidiRuns';
import { isMirrored, mirroredX, stateOf, unmirrored, type Doc } from './document';
import { fontName, fontOf, type Weight } from './fonts';
import type { Direction } from '../../domain/locale';
import type { Script } from './scripts';

export type Align = 'left' | 'right' | 'center';
export type { Weight };
export const REGULAR: Weight = 'regular';
export const BOLD: Weight = 'bold';

/** Where the baseline sits under the top of the box, and the height of a line, as shares of the size. */
const ASCENT = 0.74;
export const LINE_HEIGHT = 1.2;
/** How far a text is set smaller before it wraps, as a share of its size. */
const SMALLEST_SHARE = 0.72;
/**
 * A space a line may break at: any but the no-break ones, which hold French punctuation to its
 * word ("somme de\u00a0:") and a figure's groups together ("40\u202f000").
 */
const BREAKING_SPACE = /[^\S\u00a0\u2007\u202f]/;
const BREAKING_SPACES = /[^\S\u00a0\u2007\u202f]+/g;

function setFont(doc: Doc, script: Script, weight: Weight, size: number): void {
  const { fonts } = stateOf(doc);
  const name = fontName(script, weight);
  if (!fonts.has(name)) {
    // pdfkit takes a fontkit font as it takes a file (PDFFontFactory.open).
    doc.registerFont(name, fontOf(script, weight) as unknown as Buffer);
    fonts.add(name);
  }
  doc.font(name).fontSize(size);
}

const covers = (script: Script, codePoint: number) => fontOf(script, 'regular').hasGlyphForCodePoint(codePoint);

/**
 * pdfkit lays a text out word by word unless it is given features; an Arabic run is laid out
 * whole, so that fontkit's right-to-left order spans its words.
 */
const optionsFor = (run: Run) => (run.script === 'arabic' ? { features: [] as PDFKit.Mixins.OpenTypeFeatures[] } : {});

/**
 * Widths at size 1, by font and text: a width scales with the size, and documents measure the same
 * labels over and over. Kept in a map per font, keyed by the text itself: a key joined from font
 * and text was a new string to build and hash on every one of a batch's million lookups.
 */
const unitWidths = new Map<string, Map<string, number>>();
const UNIT_WIDTHS_KEPT = 50_000;

function runWidth(doc: Doc, run: Run, size: number, weight: Weight): number {
  const name = fontName(run.script, weight);
  let widths = unitWidths.get(name);
  if (!widths) unitWidths.set(name, (widths = new Map()));
  let unit = widths.get(run.text);
  if (unit === undefined) {
    setFont(doc, run.script, weight, 1);
    unit = doc.widthOfString(run.text, optionsFor(run));
    if (widths.size >= UNIT_WIDTHS_KEPT) widths.clear();
    widths.set(run.text, unit);
  }
  return unit * size;
}

/**
 * A text's runs, by direction and text: the bidirectional algorithm is a good part of a long
 * table's cost, and its cells repeat the same words (a method, a cashier, a time) row after row.
 */
const RUNS_KEPT = 20_000;

function runsMemo(compute: (text: string) => Run[]): (text: string) => readonly Run[] {
  const kept = new Map<string, readonly Run[]>();
  return (text) => {
    let runs = kept.get(text);
    if (!runs) {
      runs = compute(text);
      if (kept.size >= RUNS_KEPT) kept.clear();
      kept.set(text, runs);
    }
    return runs;
  };
}

const piecesOf = runsMemo((text) => logicalPieces(text, covers));
const visualRunsOf: Record<Direction, (line: string) => readonly Run[]> = {
  ltr: runsMemo((line) => visualRuns(line, 'ltr', covers)),
  rtl: runsMemo((line) => visualRuns(line, 'rtl', covers)),
};

/** The width of a text at a size. */
export function measure(doc: Doc, text: string, size: number, weight: Weight = REGULAR): number {
  let width = 0;
  for (const piece of piecesOf(text)) width += runWidth(doc, piece, size, weight);
  return width;
}

const CJK_CHAR = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The text cut where a line may break: after spaces (not no-break ones), and around each Chinese character. */
function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const char of text) {
    const cjk = CJK_CHAR.test(char);
    if (current && (cjk || (BREAKING_SPACE.test(current.at(-1)!) && !BREAKING_SPACE.test(char)) || CJK_CHAR.test(current.at(-1)!))) {
      units.push(current);
      current = '';
    }
    current += char;
  }
  if (current) units.push(current);
  return units;
}

/** The lines a text takes at a size in a width, in logical order. */
export function wrap(doc: Doc, text: string, width: number, size: number, weight: Weight = REGULAR): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => measure(doc, candidate.trimEnd(), size, weight) <= width;
  for (const unit of breakUnits(text)) {
    if (fits(line + unit)) {
      line += unit;
      continue;
    }
    if (line) lines.push(line.trimEnd());
    line = '';
    if (fits(unit)) {
      line = unit;
      continue;
    }
    // A word longer than the line: it breaks between its characters.
    for (const char of unit) {
      if (line && !fits(line + char)) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += char;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * pdfkit's own step that writes one run of text at a point (PDFDocument#_fragment). `doc.text`
 * reaches it through option handling and measures the run twice more, before and after; the
 * documents place every run themselves and know its width, so they call it directly and hand it
 * the width. A batch of 2,010 report cards draws some 300,000 runs.
 */
interface Fragments {
  _fragment(
    text: string,
    x: number,
    y: number,
    options: { baseline: 'alphabetic'; textWidth: number; wordCount: number; features?: unknown },
  ): void;
}

function drawRun(doc: Doc, run: Run, x: number, baseline: number, width: number): void {
  (doc as unknown as Fragments)._fragment(run.text, x, baseline, {
    baseline: 'alphabetic',
    textWidth: width,
    wordCount: 1,
    ...optionsFor(run),
  });
}

/** One line at a baseline, its runs left to right, within the box at `x` of `width`. */
function drawLine(doc: Doc, line: string, x: number, baseline: number, width: number, align: Align, size: number, weight: Weight): void {
  const { direction } = stateOf(doc);
  const runs = visualRunsOf[direction](line);
  const widths = runs.map((run) => runWidth(doc, run, size, weight));
  const total = widths.reduce((sum, each) => sum + each, 0);
  const mirrored = isMirrored(doc);
  const side = mirrored && align !== 'center' ? (align === 'left' ? 'right' : 'left') : align;
  const boxX = mirroredX(doc, x, width);
  let cursor = side === 'left' ? boxX : side === 'right' ? boxX + width - total : boxX + (width - total) / 2;
  unmirrored(doc, () => {
    // The line as written, for copying, searching and reading aloud: its runs are drawn in visual
    // order, and an Arabic run's glyphs are joined forms, so readers take the text from here.
    doc.markContent('Span', { actual: withoutOrderMarks(line) });
    runs.forEach((run, index) => {
      setFont(doc, run.script, weight, size);
      drawRun(doc, run, cursor, baseline, widths[index]);
      cursor += widths[index];
    });
    doc.endMarkedContent();
  });
}

export interface BoxOptions {
  /** The room below `y`: a text too wide may take more lines within it before it is set smaller. */
  height?: number;
  /** The smallest size the text may be set at before it wraps beyond the box. */
  minSize?: number;
}

interface CellLayout {
  lines: string[];
  /** The size the lines are set at. */
  size: number;
  /** The first baseline, below the box's top. */
  baseline: number;
  /** The height the text takes. */
  height: number;
}

/** How `cell` sets a text: the lines, their size, and the room they take (nothing for an empty text). */
function layoutCell(doc: Doc, clean: string, width: number, size: number, weight: Weight, options: BoxOptions): CellLayout {
  if (!clean) return { lines: [], size, baseline: 0, height: 0 };
  if (measure(doc, clean, size, weight) <= width) return { lines: [clean], size, baseline: ASCENT * size, height: size * LINE_HEIGHT };
  const room = options.height ?? size * LINE_HEIGHT;
  const smallest = options.minSize ?? Math.max(5, size * SMALLEST_SHARE);
  let chosen = smallest;
  let lines: string[] = [];
  for (let each = size - 0.5; each >= smallest; each -= 0.5) {
    lines = wrap(doc, clean, width, each, weight);
    chosen = each;
    if (lines.length * each * LINE_HEIGHT <= room + 0.01 || (lines.length === 1 && each * LINE_HEIGHT <= room + 0.01)) break;
  }
  if (chosen !== smallest || lines.length === 0) lines = wrap(doc, clean, width, chosen, weight);
  // One line set smaller keeps the baseline of its size; wrapped lines start at the top.
  const baseline = lines.length === 1 ? ASCENT * size : ASCENT * chosen;
  return { lines, size: chosen, baseline, height: Math.max(size * LINE_HEIGHT, lines.length * chosen * LINE_HEIGHT) };
}

// Separators the documents space widely ("A  ·  B") keep their spaces; line breaks become spaces.
const cleaned = (text: string | null | undefined): string => (text ?? '').replace(/[\r\n\t]+/g, ' ').trim();

/**
 * A text in a box at (x, y), `width` wide: on one line at `size` when it fits; otherwise set
 * smaller and wrapped within `height` (one line's height by default); and if even the smallest
 * size does not fit, wrapped onto as many lines as it needs. Returns where the text ends.
 */
export function cell(
  doc: Doc,
  text: string | null | undefined,
  x: number,
  y: number,
  width: number,
  align: Align = 'left',
  size = 8,
  weight: Weight = REGULAR,
  options: BoxOptions = {},
): number {
  const layout = layoutCell(doc, cleaned(text), width, size, weight, options);
  layout.lines.forEach((line, index) =>
    drawLine(doc, line, x, y + layout.baseline + index * layout.size * LINE_HEIGHT, width, align, layout.size, weight),
  );
  return y + layout.height;
}

/** The height `cell` would give the same text, before it is drawn (a page cut to what it holds). */
export function cellHeight(
  doc: Doc,
  text: string | null | undefined,
  width: number,
  size = 8,
  weight: Weight = REGULAR,
  options: BoxOptions = {},
): number {
  return layoutCell(doc, cleaned(text), width, size, weight, options).height;
}

/** A paragraph at its size, wrapped to `width`, each line of the text starting a new one. Returns where it ends. */
export function paragraph(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  weight: Weight = REGULAR,
  align: Align = 'left',
): number {
  let top = y;
  for (const part of text.split('\n')) {
    const lines = wrap(doc, part.replace(BREAKING_SPACES, ' ').trim(), width, size, weight);
    for (const line of lines) {
      drawLine(doc, line, x, top + ASCENT * size, width, align, size, weight);
      top += size * LINE_HEIGHT;
    }
  }
  return top;
}
