/**
 * Part-time teachers' statements as PDF, one A4 page each, drawn like the report cards
 * (documents/text.ts: in the caller's language, mirrored in Persian and Urdu), each text placed at
 * a computed position, so a month of thirty statements takes a few tens of milliseconds.
 */
import type { Statement } from '../../../domain/contract/teacherStatements';
import { newDocument, toBuffer, type Doc } from '../../documents/document';
import { letterhead } from '../../documents/letterhead';
import type { DocumentSchool } from '../../documents/school';
import { localDate } from '../shared/clock';
import { INK, MUTED, RULE, SHADE } from '../../documents/inks';
import { BOLD, cell, REGULAR, type Align } from '../../documents/text';
import type { StatementWords } from './statementWords';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const WATERMARK = '#d6d6d6';
const ROW = 18;

/** The table's columns, as shares of the width: kind, label, hours, amount. */
const COLUMNS: { share: number; align: Align }[] = [
  { share: 0.2, align: 'left' },
  { share: 0.46, align: 'left' },
  { share: 0.14, align: 'right' },
  { share: 0.2, align: 'right' },
];

function rule(doc: Doc, y: number, width = 0.3, color = RULE): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** "DRAFT" across the page, drawn first so that everything else lies over it. */
function watermark(doc: Doc, words: StatementWords): void {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillColor(WATERMARK);
  cell(doc, words.t('draft').toUpperCase(), 0, PAGE.height / 2 - 40, PAGE.width, 'center', 96, BOLD);
  doc.restore();
}

function header(doc: Doc, school: DocumentSchool, statement: Statement, words: StatementWords): number {
  const x = PAGE.margin;
  let y = letterhead(doc, school, PAGE.margin, CONTENT) + 6;
  doc.fillColor(INK);
  y = cell(doc, words.month(statement.month), x, y, CONTENT, 'right', 10, BOLD) + 8;
  doc.fillColor(INK);
  cell(doc, words.t('title').toUpperCase(), x, y, CONTENT, 'center', 15, BOLD);
  y += 34;
  const facts: [string, string][] = [
    [words.t('teacher'), statement.teacherName],
    [words.t('month'), words.month(statement.month)],
    [words.t('hourlyRate'), words.money(statement.hourlyRate)],
    [words.t('status'), words.status(statement)],
  ];
  const labelWidth = CONTENT * 0.24;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED);
    cell(doc, label, x, y, labelWidth - 8, 'left', 10);
    doc.fillColor(INK);
    cell(doc, value, x + labelWidth, y, CONTENT - labelWidth, 'left', 11, BOLD);
    y += 17;
  }
  return y + 12;
}

function columnXs(): number[] {
  const xs: number[] = [];
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    xs.push(x);
    x += column.share * CONTENT;
  }
  return xs;
}

function tableRow(doc: Doc, cells: string[], y: number, font = REGULAR, size = 10): void {
  const xs = columnXs();
  cells.forEach((text, index) =>
    cell(doc, text, xs[index] + 4, y + 5, COLUMNS[index].share * CONTENT - 8, COLUMNS[index].align, size, font),
  );
}

function tableHeader(doc: Doc, words: StatementWords, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT, ROW).fill(SHADE);
  doc.fillColor(INK);
  tableRow(doc, [words.t('kind'), words.t('line'), words.t('hours'), words.t('amount', { currency: words.label })], y, BOLD, 9);
  return y + ROW;
}

/** The lines, the total, the notes and the signatures; a statement too long for its page goes on to the next. */
function body(doc: Doc, statement: Statement, words: StatementWords, top: number): void {
  let y = tableHeader(doc, words, top);
  const newPage = () => {
    doc.addPage();
    y = tableHeader(doc, words, PAGE.margin);
  };
  if (!statement.lines.length) {
    doc.fillColor(MUTED);
    cell(doc, words.t('noLines'), PAGE.margin + 4, y + 5, CONTENT - 8, 'left', 10);
    y += ROW;
  }
  for (const line of statement.lines) {
    if (y + ROW > BOTTOM - 2 * ROW) newPage();
    doc.fillColor(INK);
    tableRow(
      doc,
      [
        words.kind(line),
        line.afterValidation ? `${line.label} *` : line.label,
        line.hours === null ? '' : words.hours(line.hours),
        words.amount(line.amount),
      ],
      y,
    );
    y += ROW;
    rule(doc, y);
  }
  rule(doc, y, 0.8, INK);
  doc.fillColor(INK);
  tableRow(doc, [words.t('total'), '', words.hours(statement.hours), words.money(statement.amount)], y, BOLD, 11);
  y += ROW + 10;

  const notes = [
    statement.lines.some((line) => line.afterValidation) ? words.t('afterValidation') : '',
    words.t('printed', { date: words.day(localDate()) }),
  ];
  doc.fillColor(MUTED);
  for (const note of notes.filter(Boolean)) {
    if (y + 14 > BOTTOM) newPage();
    cell(doc, note, PAGE.margin, y, CONTENT, 'left', 9);
    y += 14;
  }

  if (y + 80 > BOTTOM) newPage();
  const signatures = [words.t('bursarSignature'), words.t('teacherSignature')];
  const width = CONTENT / signatures.length;
  const top2 = Math.max(y + 20, BOTTOM - 80);
  doc.fillColor(INK);
  signatures.forEach((label, index) => cell(doc, label, PAGE.margin + index * width, top2, width - 12, 'left', 10, BOLD));
}

/** Adds the statement's page (pages, when it runs over). */
function drawStatement(doc: Doc, school: DocumentSchool, statement: Statement, words: StatementWords): void {
  doc.addPage();
  if (statement.status !== 'validated') watermark(doc, words);
  body(doc, statement, words, header(doc, school, statement, words));
}

/** The statements, one page each, in one document; a month with none says so on its one page. */
export function statementsPdf(
  school: DocumentSchool,
  statements: readonly Statement[],
  words: StatementWords,
  title: string,
): Promise<Buffer> {
  const doc = newDocument(words.language, { title, size: 'A4', margin: PAGE.margin });
  for (const statement of statements) drawStatement(doc, school, statement, words);
  if (!statements.length) {
    doc.addPage();
    const y = letterhead(doc, school, PAGE.margin, CONTENT) + 20;
    doc.fillColor(INK);
    cell(doc, title, PAGE.margin, y, CONTENT, 'left', 12, BOLD);
    doc.fillColor(MUTED);
    cell(doc, words.t('noStatements'), PAGE.margin, y + 24, CONTENT, 'left', 10);
  }
  return toBuffer(doc);
}
