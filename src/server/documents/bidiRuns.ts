/**
 * One line of text as the runs a PDF draws left to right: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its level, the line is cut where the level or the font family
 * changes, and the runs are put in visual order (rule L2). A right-to-left run stays in logical
 * order for fontkit, which shapes it (joined Arabic letter forms) and reverses its glyphs; the
 * documents' other right-to-left runs (spaces and punctuation between Arabic words) are reversed
 * here. Mirrored characters ("(" in a right-to-left run) are swapped first (rule L4).
 */
import bidiFactory from 'bidi-js';
import type { Direction } from '../../domain/locale';
import { hasRightToLeftLetter, scriptOf, type Script } from './scripts';

export interface Run {
  text: string;
  script: Script;
}

const bidi = bidiFactory();

/** The marks and isolates that steer the order (LRM, RLM, LRE…PDF, LRI…PDI): they order, they are not drawn. */
const ORDER_MARK = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The text as a reader copies it: without the marks that order it. */
export const withoutOrderMarks = (text: string): string => text.replace(new RegExp(ORDER_MARK.source, 'g'), '');

/** A text shown left to right as written inside a line of any direction: an address, a code. */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;

interface LogicalRun {
  text: string;
  script: Script;
  level: number;
}

/** Cuts the line where the level or the family changes; neutrals take the family before them. */
function logicalRuns(text: string, levels: Uint8Array, covers: (script: Script, codePoint: number) => boolean): LogicalRun[] {
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const level = levels[index];
    index += char.length;
    if (ORDER_MARK.test(char)) continue;
    const last = runs.at(-1);
    const own = scriptOf(codePoint);
    const script = own ?? (last && last.level === level && covers(last.script, codePoint) ? last.script : 'latin');
    const shown = level & 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
    if (last && last.level === level && last.script === script) last.text += shown;
    else runs.push({ text: shown, script, level });
  }
  return runs;
}

/** Reverses every sequence of runs at each level from the highest down to the lowest odd one. */
function visualOrder(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level & 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < ordered.length) {
      if (ordered[start].level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && ordered[end].level >= level) end++;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/**
 * The runs of one line, left to right. `covers` says whether a family's font has a glyph for a
 * neutral character (a space, a joiner): if not, the character goes to the Latin font.
 */
export function visualRuns(text: string, direction: Direction, covers: (script: Script, codePoint: number) => boolean): Run[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  return visualOrder(logicalRuns(text, levels, covers)).map(({ text: runText, script, level }) => ({
    // fontkit reverses a run holding right-to-left letters itself; the others are reversed here.
    text: level & 1 && !hasRightToLeftLetter(runText) ? [...runText].reverse().join('') : runText,
    script,
  }));
}

/** The families a text needs, in logical order, for measuring (its width does not depend on the order). */
export function logicalPieces(text: string, covers: (script: Script, codePoint: number) => boolean): Run[] {
  const levels = new Uint8Array(text.length);
  return logicalRuns(text, levels, covers).map(({ text: runText, script }) => ({ text: runText, script }));
}
