/**
 * A student's account for a school year (domain.md, "Finance"), computed from its lines every
 * time, never stored: what each instalment charges, what discounts take off it, what payments
 * cover, and so what is left and what is overdue.
 *
 * Discounts are applied to the latest instalments of their scope first: a scholarship or a sibling
 * reduction waives the last tranches, so what falls due first is still due first. A percentage is
 * of the scope's whole amount, rounded to the unit once; an amount never takes more than is charged.
 */
export const FEE_DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type FeeDiscountKind = (typeof FEE_DISCOUNT_KINDS)[number];

/** A percentage as typed: digits with at most two decimals, no exponent. */
const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;

/**
 * A percentage as whole basis points (8.2 gives 820), or null when it has more than two decimals.
 * Read from the number's shortest decimal form, which is what was typed: in binary 8.2 * 100 is
 * 819.9999999999999, so comparing products would refuse one two-decimal value in nine.
 */
export function basisPointsOf(percent: number): number | null {
  if (!Number.isFinite(percent) || !TWO_DECIMALS.test(String(percent))) return null;
  return Math.round(percent * 100);
}

/** What places an instalment among the others: its due date, then its position, then its id. */
export interface OrderedInstalment {
  instalmentId: number;
  dueDate: string;
  position: number;
}

export interface ChargedInstalment {
  instalmentId: number;
  feeTypeId: number;
  dueDate: string;
  /** Order of instalments that fall due the same day. */
  position: number;
  /** The sum of the student's charge lines for this instalment. */
  charged: number;
}

export interface DiscountRule {
  /** Null: every fee type. */
  feeTypeId: number | null;
  kind: FeeDiscountKind;
  amount: number | null;
  percent: number | null;
}

export interface AccountLine {
  instalmentId: number;
  feeTypeId: number;
  dueDate: string;
  /** The instalment's place in its schedule: the order of instalments that fall due the same day. */
  position: number;
  charged: number;
  discount: number;
  /** Charged less discount. */
  due: number;
  paid: number;
  balance: number;
  /** The balance, once the due date has passed (before `asOf`); 0 otherwise. */
  overdue: number;
}

export interface AccountTotals {
  charged: number;
  discount: number;
  due: number;
  paid: number;
  balance: number;
  overdue: number;
}

/**
 * Oldest due first: the order the account lists instalments in and payments cover them in. Two
 * instalments due the same day go in the order the bursar gave them in the schedule (its position:
 * the registration fee before the first tranche when both fall on the first day), then by id (made
 * in that order), so the counter's screen, the server and the seed spread a payment alike.
 */
export const byDueDate = <T extends OrderedInstalment>(a: T, b: T): number =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.position - b.position || a.instalmentId - b.instalmentId;

/** How much each instalment's discounts take off it, the latest instalments first. */
export function discountsOf(instalments: readonly ChargedInstalment[], discounts: readonly DiscountRule[]): Map<number, number> {
  const ordered = [...instalments].sort(byDueDate);
  const left = new Map(ordered.map((line) => [line.instalmentId, Math.max(0, line.charged)]));
  const taken = new Map(ordered.map((line) => [line.instalmentId, 0]));
  for (const discount of discounts) {
    const scope = ordered.filter((line) => discount.feeTypeId === null || line.feeTypeId === discount.feeTypeId);
    const scopeTotal = scope.reduce((sum, line) => sum + Math.max(0, line.charged), 0);
    // In basis points, the product is a whole number and the one rounding is exact (half up).
    let wanted =
      discount.kind === 'percent'
        ? Math.round((scopeTotal * (basisPointsOf(discount.percent ?? 0) ?? Math.round((discount.percent ?? 0) * 100))) / 10000)
        : Math.min(discount.amount ?? 0, scopeTotal);
    for (const line of [...scope].reverse()) {
      if (wanted <= 0) break;
      const part = Math.min(wanted, left.get(line.instalmentId)!);
      left.set(line.instalmentId, left.get(line.instalmentId)! - part);
      taken.set(line.instalmentId, taken.get(line.instalmentId)! + part);
      wanted -= part;
    }
  }
  return taken;
}

/** The account's lines, oldest due first, and its totals. `asOf` is the day (YYYY-MM-DD) overdue is judged on. */
export function accountOf(
  instalments: readonly ChargedInstalment[],
  discounts: readonly DiscountRule[],
  paid: ReadonlyMap<number, number>,
  asOf: string,
): { lines: AccountLine[]; totals: AccountTotals } {
  const discount = discountsOf(instalments, discounts);
  const lines = [...instalments].sort(byDueDate).map((line): AccountLine => {
    const taken = discount.get(line.instalmentId) ?? 0;
    const due = line.charged - taken;
    const covered = paid.get(line.instalmentId) ?? 0;
    const balance = due - covered;
    return {
      instalmentId: line.instalmentId,
      feeTypeId: line.feeTypeId,
      dueDate: line.dueDate,
      position: line.position,
      charged: line.charged,
      discount: taken,
      due,
      paid: covered,
      balance,
      overdue: line.dueDate < asOf && balance > 0 ? balance : 0,
    };
  });
  const totals: AccountTotals = { charged: 0, discount: 0, due: 0, paid: 0, balance: 0, overdue: 0 };
  for (const line of lines) for (const key of Object.keys(totals) as (keyof AccountTotals)[]) totals[key] += line[key];
  return { lines, totals };
}

export interface Allocation {
  instalmentId: number;
  amount: number;
}

/**
 * The most a payment may be: the account's total balance, credits counted. A line paid beyond what
 * it now asks (a discount granted once paid) is a credit the school owes back; it lowers what the
 * other lines may take, or a payment would leave the whole account below zero.
 */
export function payableOf(lines: readonly Pick<AccountLine, 'balance'>[]): number {
  const total = lines.reduce((sum, line) => sum + line.balance, 0);
  return Math.max(0, total);
}

/** An instalment as a payment sees it: where it falls, and what is left to pay on it. */
export interface OwedInstalment extends OrderedInstalment {
  balance: number;
}

/**
 * Each instalment still owed (a positive balance), oldest due first (`byDueDate`), with the part of
 * `amount` it takes: its whole balance until the amount runs out, then what is left, then 0. The one
 * rule for the counter's default split, written once for the server that records it and the form
 * that shows it before it is sent.
 */
export function sharesOldestFirst<T extends OwedInstalment>(lines: readonly T[], amount: number): { line: T; amount: number }[] {
  let left = Math.max(0, amount);
  return lines
    .filter((line) => line.balance > 0)
    .sort(byDueDate)
    .map((line) => {
      const part = Math.min(left, line.balance);
      left -= part;
      return { line, amount: part };
    });
}

/**
 * Spreads a payment over the instalments still owed, the oldest due first. Undefined when the
 * payment is more than the whole balance: the counter refuses an overpayment rather than keep it.
 */
export function allocateOldestFirst(lines: readonly OwedInstalment[], amount: number): Allocation[] | undefined {
  if (amount > payableOf(lines)) return undefined;
  return sharesOldestFirst(lines, amount)
    .filter((share) => share.amount > 0)
    .map((share) => ({ instalmentId: share.line.instalmentId, amount: share.amount }));
}

/**
 * What a reversal takes back from the instalments its payment covered: the latest due first, so a
 * partial refund leaves the oldest instalments paid. `covered` is what the payment still covers on
 * each instalment (its allocations less earlier reversals), in the order of the payment's allocations.
 */
export function reverseLatestFirst(covered: readonly Allocation[], amount: number): Allocation[] | undefined {
  const taken: Allocation[] = [];
  let left = amount;
  for (const line of [...covered].reverse()) {
    if (left <= 0) break;
    if (line.amount <= 0) continue;
    const part = Math.min(left, line.amount);
    taken.push({ instalmentId: line.instalmentId, amount: -part });
    left -= part;
  }
  return left > 0 ? undefined : taken;
}

/**
 * The charge lines that bring a student's charges to the target schedule: for each instalment, the
 * target amount less what is charged already. Nothing when they already match.
 */
export function chargeDifferences(
  charged: ReadonlyMap<number, number>,
  target: readonly { instalmentId: number; amount: number }[],
): { instalmentId: number; amount: number }[] {
  const wanted = new Map(target.map((line) => [line.instalmentId, line.amount]));
  const ids = [...new Set([...charged.keys(), ...wanted.keys()])].sort((a, b) => a - b);
  return ids
    .map((instalmentId) => ({ instalmentId, amount: (wanted.get(instalmentId) ?? 0) - (charged.get(instalmentId) ?? 0) }))
    .filter((line) => line.amount !== 0);
}
