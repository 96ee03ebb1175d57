import { letterheadLines } from './letterhead';

describe('letterheadLines', () => {
  it('reads a block line by line, whatever ends its lines, without blank lines or stray spaces', () => {
    expect(letterheadLines(' République du Cameroun \r\nPaix – Travail – Patrie\r\r\n  \nMinistère\n')).toEqual([
      'République du Cameroun',
      'Paix – Travail – Patrie',
      'Ministère',
    ]);
    expect(letterheadLines('')).toEqual([]);
    expect(letterheadLines(null)).toEqual([]);
    expect(letterheadLines(undefined)).toEqual([]);
  });
});
