import { discountBody } from './feeSetup';

const body = (percent: unknown) => ({ studentId: 12, schoolYearId: 1, kind: 'percent', percent, reason: 'Bourse' });
const accepts = (percent: unknown) => discountBody.isValidSync(body(percent));

describe('discountBody percent', () => {
  it('accepts every two-decimal percentage from 0.01 to 100.00', () => {
    const refused: number[] = [];
    for (let hundredths = 1; hundredths <= 10000; hundredths += 1) {
      // The value as the form parses what was typed ("8.2"), not a product that happens to be exact.
      const percent = Number((hundredths / 100).toFixed(2));
      if (!accepts(percent)) refused.push(percent);
    }
    expect(refused).toEqual([]);
    expect(accepts(8.2)).toBe(true);
    expect(accepts(19.99)).toBe(true);
  });

  it('refuses more than two decimals and values out of range', () => {
    for (const percent of [0.001, 8.205, 33.333, 1e-7, 0, 100.01, -1]) expect(accepts(percent)).toBe(false);
  });
});
