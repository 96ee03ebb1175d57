import { neutralise } from './spreadsheetCells';

describe('neutralise', () => {
  it.each(['=SUM(A1:A3)', '+33 1 23', '-2+3', '@cmd', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
  });

  it.each(['ATANGANA Brenda', '26SC00001', '14,5', '', ' =1', "'=1", 'a=b'])('leaves %j as it is', (value) => {
    expect(neutralise(value)).toBe(value);
  });
});
