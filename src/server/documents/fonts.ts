/**
 * The fonts every document embeds, from npm packages so that `npm install` brings them and nothing
 * is fetched at run time: Noto Sans, Noto Sans Arabic and Noto Sans SC, regular and bold (Google's
 * Noto families, made to cover every script with one look; SIL Open Font Licence). pdfkit embeds
 * only the glyphs a document uses, so a receipt carries a few kilobytes of font, not 10 MB.
 *
 * Each file is read and parsed once per process, the first time a document writes its script: the
 * Chinese fonts are 10 MB each, and a school writing French never loads them.
 */
import fs from 'node:fs';
import { lazyModule } from '../lazyModule';
import { hasRightToLeftLetter, type Script } from './scripts';

export type Weight = 'regular' | 'bold';

/** What the documents need of a fontkit font; pdfkit takes the object as it is. */
export interface FontkitFont {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: 'ltr' | 'rtl'): unknown;
  hasGlyphForCodePoint(codePoint: number): boolean;
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

const FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/vazirmatn/400Regular/Vazirmatn_400Regular.ttf',
    bold: '@expo-google-fonts/vazirmatn/700Bold/Vazirmatn_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadFontkit = lazyModule(() => require('fontkit') as { create(buffer: Buffer): FontkitFont });

/**
 * fontkit reads the direction from the first script it finds, so Persian digits alone ("۱۴۰۵")
 * would come out reversed. The documents lay out the order themselves (bidiRuns.ts) and hand
 * fontkit runs of one direction: a run is shaped right to left exactly when it holds a letter
 * written so.
 */
interface GlyphRun {
  glyphs: { codePoints: number[] }[];
  positions: object[];
}

/** Shaped runs kept per font, across documents: a school's cards repeat the same labels thousands of times. */
const SHAPED_KEPT = 20_000;

/** A copy pdfkit may scale: it multiplies the positions in place (EmbeddedFont.layoutRun). */
function copyOf(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
  );
  return copy;
}

/**
 * A right-to-left run's glyphs come in visual order, and a viewer reading the text back (pdf.js,
 * Firefox's) reverses them, characters and all: a ligature's characters (lam-alef, "لا") are
 * given to it in visual order so that they come back in reading order.
 */
function visualLigatures(run: GlyphRun): GlyphRun {
  run.glyphs = run.glyphs.map((glyph) =>
    glyph.codePoints.length > 1 ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) : glyph,
  );
  return run;
}

function directed(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, GlyphRun>();
  const shape = (text: string): GlyphRun => {
    let run = shaped.get(text);
    if (!run) {
      run = hasRightToLeftLetter(text)
        ? visualLigatures(font.layout(text, undefined, undefined, undefined, 'rtl') as GlyphRun)
        : (font.layout(text, undefined, undefined, undefined, 'ltr') as GlyphRun);
      if (shaped.size >= SHAPED_KEPT) shaped.clear();
      shaped.set(text, run);
    }
    return copyOf(run);
  };
  return new Proxy(font, {
    get(target, property) {
      // The documents ask for no OpenType feature of their own: the features argument only makes pdfkit lay a run out whole.
      if (property === 'layout') return shape;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const sameCodePoints = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((code, i) => code === b[i]);

/**
 * fontkit keeps one glyph object per glyph id, carrying the characters it was first made for, and
 * pdfkit maps a glyph back to text (ToUnicode) from those characters. A contextual form first made
 * without any (as a part of another glyph, while a document was subset) or for other characters
 * then read back wrong in every later document of the process: "احمدی" came back from the PDF as
 * "مدی … ا", depending on what had been printed before. Each glyph a run is shaped into now carries
 * the characters of that run.
 */
function ownCharacters(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!glyph || !codePoints?.length || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as { codePoints: number[] };
  };
  return font;
}

const loaded = new Map<string, FontkitFont>();

/** The parsed font of a script and weight, loaded at its first use. */
export function fontOf(script: Script, weight: Weight): FontkitFont {
  const file = FILES[script][weight];
  let font = loaded.get(file);
  if (!font) {
    font = directed(ownCharacters(loadFontkit().create(fs.readFileSync(require.resolve(file)))));
    loaded.set(file, font);
  }
  return font;
}

/** The name a document knows the font by. */
export const fontName = (script: Script, weight: Weight): string => `${script}-${weight}`;
