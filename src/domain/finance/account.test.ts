import {
  accountOf,
  basisPointsOf,
  payableOf,
  allocateOldestFirst,
  chargeDifferences,
  discountsOf,
  reverseLatestFirst,
  sharesOldestFirst,
  type ChargedInstalment,
  type OwedInstalment,
} from './account';

const SCOLARITE = 2;
const APEE = 3;
const instalments: ChargedInstalment[] = [
  { instalmentId: 3, feeTypeId: SCOLARITE, dueDate: '2027-01-15', position: 3, charged: 30000 },
  { instalmentId: 1, feeTypeId: APEE, dueDate: '2026-09-15', position: 1, charged: 10000 },
  { instalmentId: 2, feeTypeId: SCOLARITE, dueDate: '2026-10-15', position: 2, charged: 30000 },
];
// Ids and positions that do not follow the dates (each fee type numbers its own tranches): only the due date orders them.
const numberedByFeeType: ChargedInstalment[] = [
  { instalmentId: 4, feeTypeId: SCOLARITE, dueDate: '2026-10-15', position: 1, charged: 30000 },
  { instalmentId: 5, feeTypeId: SCOLARITE, dueDate: '2027-01-15', position: 2, charged: 30000 },
  { instalmentId: 9, feeTypeId: APEE, dueDate: '2026-09-15', position: 2, charged: 10000 },
];

describe('discountsOf', () => {
  it('takes a percentage of its fee type from the latest instalments first', () => {
    const taken = discountsOf(instalments, [{ feeTypeId: SCOLARITE, kind: 'percent', percent: 50, amount: null }]);
    expect(Object.fromEntries(taken)).toEqual({ 1: 0, 2: 0, 3: 30000 });
  });

  it('spreads an amount on every fee type backwards and never takes more than is charged', () => {
    const taken = discountsOf(instalments, [{ feeTypeId: null, kind: 'amount', amount: 100000, percent: null }]);
    expect(Object.fromEntries(taken)).toEqual({ 1: 10000, 2: 30000, 3: 30000 });
  });

  it('rounds a percentage once, on the whole scope', () => {
    const taken = discountsOf(instalments, [{ feeTypeId: null, kind: 'percent', percent: 12.5, amount: null }]);
    expect([...taken.values()].reduce((a, b) => a + b, 0)).toBe(8750);
  });

  it('adds discounts up to the charge and no further', () => {
    const taken = discountsOf(instalments, [
      { feeTypeId: APEE, kind: 'amount', amount: 6000, percent: null },
      { feeTypeId: APEE, kind: 'percent', percent: 100, amount: null },
    ]);
    expect(taken.get(1)).toBe(10000);
  });

  it('takes from the latest due date first, whatever the ids and positions', () => {
    const taken = discountsOf(numberedByFeeType, [{ feeTypeId: null, kind: 'amount', amount: 35000, percent: null }]);
    expect(Object.fromEntries(taken)).toEqual({ 4: 5000, 5: 30000, 9: 0 });
  });

  it('never adds to what is due for a negative amount', () => {
    const taken = discountsOf(instalments, [{ feeTypeId: null, kind: 'amount', amount: -5000, percent: null }]);
    expect(Object.fromEntries(taken)).toEqual({ 1: 0, 2: 0, 3: 0 });
  });

  it('rounds a percentage with more than two decimals to basis points', () => {
    // 33.333 % is read as 33.33 %: 60,000 * 3333 / 10000.
    const taken = discountsOf(instalments, [{ feeTypeId: SCOLARITE, kind: 'percent', percent: 33.333, amount: null }]);
    expect(Object.fromEntries(taken)).toEqual({ 1: 0, 2: 0, 3: 19998 });
  });
});

describe('accountOf', () => {
  it('computes due, paid, balance and overdue per instalment, oldest first, with totals', () => {
    const { lines, totals } = accountOf(
      instalments,
      [{ feeTypeId: SCOLARITE, kind: 'amount', amount: 5000, percent: null }],
      new Map([
        [1, 10000],
        [2, 20000],
      ]),
      '2026-11-25',
    );
    expect(lines.map((line) => [line.instalmentId, line.due, line.paid, line.balance, line.overdue])).toEqual([
      [1, 10000, 10000, 0, 0],
      [2, 30000, 20000, 10000, 10000],
      [3, 25000, 0, 25000, 0],
    ]);
    expect(totals).toEqual({ charged: 70000, discount: 5000, due: 65000, paid: 30000, balance: 35000, overdue: 10000 });
  });

  it('is not overdue on its due date itself', () => {
    const { totals } = accountOf(instalments, [], new Map(), '2026-09-15');
    expect(totals.overdue).toBe(0);
  });

  it('lists the lines by due date, whatever the ids and positions', () => {
    const { lines } = accountOf(numberedByFeeType, [], new Map(), '2026-11-25');
    expect(lines.map((line) => line.instalmentId)).toEqual([9, 4, 5]);
    expect(accountOf([...numberedByFeeType].reverse(), [], new Map(), '2026-11-25').lines.map((line) => line.instalmentId)).toEqual([
      9, 4, 5,
    ]);
  });

  it('shows a past line in credit (paid, then waived) as owing nothing overdue, not a negative amount', () => {
    const { lines, totals } = accountOf(
      instalments,
      [{ feeTypeId: APEE, kind: 'percent', percent: 100, amount: null }],
      new Map([[1, 10000]]),
      '2026-11-25',
    );
    expect(lines[0]).toMatchObject({ instalmentId: 1, balance: -10000, overdue: 0 });
    expect(totals.overdue).toBe(30000);
  });
});

describe('allocateOldestFirst', () => {
  const { lines } = accountOf(instalments, [], new Map([[1, 4000]]), '2026-11-25');

  it('covers the oldest instalment still owed first', () => {
    expect(allocateOldestFirst(lines, 20000)).toEqual([
      { instalmentId: 1, amount: 6000 },
      { instalmentId: 2, amount: 14000 },
    ]);
  });

  it('covers the oldest instalment first whatever order the lines come in', () => {
    expect(allocateOldestFirst([...lines].reverse(), 20000)).toEqual([
      { instalmentId: 1, amount: 6000 },
      { instalmentId: 2, amount: 14000 },
    ]);
    const shuffled = [lines[1]!, lines[2]!, lines[0]!];
    expect(allocateOldestFirst(shuffled, 40000)).toEqual([
      { instalmentId: 1, amount: 6000 },
      { instalmentId: 2, amount: 30000 },
      { instalmentId: 3, amount: 4000 },
    ]);
  });

  it('passes over an instalment paid in full', () => {
    const paidFirst = accountOf(instalments, [], new Map([[1, 10000]]), '2026-11-25').lines;
    expect(allocateOldestFirst(paidFirst, 35000)).toEqual([
      { instalmentId: 2, amount: 30000 },
      { instalmentId: 3, amount: 5000 },
    ]);
  });

  it('refuses more than the whole balance', () => {
    expect(allocateOldestFirst(lines, 66001)).toBeUndefined();
    expect(allocateOldestFirst(lines, 66000)).toHaveLength(3);
  });

  it('counts a line in credit against the whole balance', () => {
    // APEE paid 10,000 then waived in full: a 10,000 credit; the Scolarité lines ask 60,000.
    const credit = accountOf(
      instalments,
      [{ feeTypeId: APEE, kind: 'percent', percent: 100, amount: null }],
      new Map([[1, 10000]]),
      '2026-11-25',
    ).lines;
    expect(payableOf(credit)).toBe(50000);
    expect(allocateOldestFirst(credit, 50001)).toBeUndefined();
    expect(allocateOldestFirst(credit, 50000)).toEqual([
      { instalmentId: 2, amount: 30000 },
      { instalmentId: 3, amount: 20000 },
    ]);
  });
});

describe('the oldest-first order of a payment', () => {
  // Given out of order: the first day's registration (position 1, made after the tranche, so id 9)
  // and first tranche (position 2, id 4) are due together; a later tranche comes first in the list.
  const owed: OwedInstalment[] = [
    { instalmentId: 7, dueDate: '2027-01-15', position: 3, balance: 30000 },
    { instalmentId: 4, dueDate: '2026-09-07', position: 2, balance: 20000 },
    { instalmentId: 5, dueDate: '2026-10-15', position: 1, balance: 0 },
    { instalmentId: 9, dueDate: '2026-09-07', position: 1, balance: 10000 },
  ];

  it('covers by due date, whatever order the lines come in', () => {
    expect(allocateOldestFirst(owed, 60000)?.map((line) => line.instalmentId)).toEqual([9, 4, 7]);
  });

  it('covers instalments due the same day in the order of the schedule, not of their ids', () => {
    expect(allocateOldestFirst(owed, 15000)).toEqual([
      { instalmentId: 9, amount: 10000 },
      { instalmentId: 4, amount: 5000 },
    ]);
  });

  it('orders by id only instalments of the same day and the same position', () => {
    const twins: OwedInstalment[] = [
      { instalmentId: 12, dueDate: '2026-09-07', position: 1, balance: 5000 },
      { instalmentId: 11, dueDate: '2026-09-07', position: 1, balance: 5000 },
    ];
    expect(allocateOldestFirst(twins, 6000)).toEqual([
      { instalmentId: 11, amount: 5000 },
      { instalmentId: 12, amount: 1000 },
    ]);
  });

  it('gives the form every instalment owed, with its share or nothing once the amount is spent', () => {
    expect(sharesOldestFirst(owed, 25000).map(({ line, amount }) => [line.instalmentId, amount])).toEqual([
      [9, 10000],
      [4, 15000],
      [7, 0],
    ]);
    expect(sharesOldestFirst(owed, -5).map(({ amount }) => amount)).toEqual([0, 0, 0]);
  });

  it('is the order the account lists its lines in', () => {
    const { lines } = accountOf(
      [
        { instalmentId: 4, feeTypeId: SCOLARITE, dueDate: '2026-09-07', position: 2, charged: 20000 },
        { instalmentId: 9, feeTypeId: APEE, dueDate: '2026-09-07', position: 1, charged: 10000 },
      ],
      [],
      new Map(),
      '2026-11-25',
    );
    expect(lines.map((line) => [line.instalmentId, line.position])).toEqual([
      [9, 1],
      [4, 2],
    ]);
  });
});

describe('reverseLatestFirst', () => {
  it('takes a partial refund back from the latest instalment the payment covered', () => {
    expect(
      reverseLatestFirst(
        [
          { instalmentId: 1, amount: 6000 },
          { instalmentId: 2, amount: 14000 },
        ],
        15000,
      ),
    ).toEqual([
      { instalmentId: 2, amount: -14000 },
      { instalmentId: 1, amount: -1000 },
    ]);
  });

  it('leaves the older instalments alone when the latest one covers the refund', () => {
    expect(
      reverseLatestFirst(
        [
          { instalmentId: 1, amount: 6000 },
          { instalmentId: 2, amount: 14000 },
        ],
        14000,
      ),
    ).toEqual([{ instalmentId: 2, amount: -14000 }]);
  });

  it('passes over an instalment an earlier reversal already took back', () => {
    expect(
      reverseLatestFirst(
        [
          { instalmentId: 1, amount: 6000 },
          { instalmentId: 2, amount: 0 },
        ],
        1000,
      ),
    ).toEqual([{ instalmentId: 1, amount: -1000 }]);
  });

  it('refuses more than the payment still covers', () => {
    expect(reverseLatestFirst([{ instalmentId: 1, amount: 6000 }], 6001)).toBeUndefined();
  });
});

describe('chargeDifferences', () => {
  it('charges a new student the whole schedule', () => {
    expect(chargeDifferences(new Map(), [{ instalmentId: 1, amount: 5000 }])).toEqual([{ instalmentId: 1, amount: 5000 }]);
  });

  it('on a change of level takes the old schedule back and charges the new one', () => {
    expect(
      chargeDifferences(
        new Map([
          [1, 5000],
          [2, 30000],
        ]),
        [
          { instalmentId: 1, amount: 5000 },
          { instalmentId: 7, amount: 35000 },
        ],
      ),
    ).toEqual([
      { instalmentId: 2, amount: -30000 },
      { instalmentId: 7, amount: 35000 },
    ]);
  });

  it('writes the lines in instalment order, whatever order the charges were read in', () => {
    expect(
      chargeDifferences(
        new Map([
          [9, 100],
          [2, 200],
        ]),
        [{ instalmentId: 5, amount: 300 }],
      ),
    ).toEqual([
      { instalmentId: 2, amount: -200 },
      { instalmentId: 5, amount: 300 },
      { instalmentId: 9, amount: -100 },
    ]);
  });

  it('writes nothing when the charges match', () => {
    expect(chargeDifferences(new Map([[1, 5000]]), [{ instalmentId: 1, amount: 5000 }])).toEqual([]);
  });
});

describe('basisPointsOf', () => {
  it('reads a two-decimal percentage as whole basis points, without float products', () => {
    expect([1.1, 2.2, 4.35, 8.2, 19.99, 0.01, 100].map(basisPointsOf)).toEqual([110, 220, 435, 820, 1999, 1, 10000]);
    expect([0.001, 8.205, 1e-7, Number.NaN].map(basisPointsOf)).toEqual([null, null, null, null]);
  });

  it('takes a percentage of the scope in basis points, rounded half up once', () => {
    // 4.35 % of 3,000 is 130.5, which rounds to 131; 3000 * 4.35 / 100 is 130.49999999999997 in binary.
    const taken = discountsOf(
      [{ instalmentId: 1, feeTypeId: 1, dueDate: '2026-09-15', position: 1, charged: 3000 }],
      [{ feeTypeId: null, kind: 'percent', percent: 4.35, amount: null }],
    );
    expect(taken.get(1)).toBe(131);
  });
});
