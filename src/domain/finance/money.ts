/**
 * How large an amount may be (docs/decisions.md, "Money (issue 26)"). Amounts are whole numbers of
 * the school's currency (option `currency`, XAF by default). One amount entered (a payment, a fee
 * line, a discount, a float, a drawer's count, an hourly rate, an adjustment) is at most
 * MONEY_MAX: a thousand billion XAF, more than any school holds, and small enough that adding up
 * nine thousand of them stays exact in a JavaScript number. Every money column is 64-bit (migration
 * 0013), so totals (a session's cash, a statement, a year's takings) go past 2^31 on both databases.
 */
export const MONEY_MAX = 1_000_000_000_000;
