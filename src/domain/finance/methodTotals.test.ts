import { addToTotals, noTotals } from './methodTotals';

describe('totals by payment method', () => {
  it('adds each amount to its method and to the sum, a reversal taking off', () => {
    const totals = noTotals();
    addToTotals(totals, 'cash', 10_000);
    addToTotals(totals, 'mobile', 7_500);
    addToTotals(totals, 'cash', -4_000);
    expect(totals).toEqual({ cash: 6_000, mobile: 7_500, bank: 0, total: 13_500 });
  });

  it('starts each set of totals at nothing, apart from the others', () => {
    const first = noTotals();
    addToTotals(first, 'bank', 1);
    expect(noTotals()).toEqual({ cash: 0, mobile: 0, bank: 0, total: 0 });
  });
});
