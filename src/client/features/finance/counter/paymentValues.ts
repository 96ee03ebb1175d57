import type { IntlShape } from 'react-intl';
import { yup } from '../../../../domain/validation/yup';
import { paymentBody, type AccountLine, type PaymentBody, type PaymentMethod } from '../../../../domain/contract/payments';
import { sharesOldestFirst } from '../../../../domain/finance/account';
import { numberOrUndefined, type NumberInput } from '../cash/days';

/** One instalment the cashier may put money on: its balance, and what of the payment goes to it. */
export interface AllocationRow {
  instalmentId: number;
  label: string;
  balance: number;
  amount: NumberInput;
}

/** The payment form as its inputs hold it. */
export interface PaymentValues {
  amount: NumberInput;
  method: PaymentMethod;
  reference: string;
  payer: string;
  note: string;
  /** The cashier chooses the instalments; otherwise the server takes the oldest due first. */
  split: boolean;
  allocations: AllocationRow[];
}

export const emptyPayment: PaymentValues = {
  amount: '',
  method: 'cash',
  reference: '',
  payer: '',
  note: '',
  split: false,
  allocations: [],
};

const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The amount over the instalments still owed, oldest due first, by the rule the server records it with. */
export function spreadOldestFirst(lines: readonly AccountLine[], amount: NumberInput): AllocationRow[] {
  return sharesOldestFirst(lines, Math.floor(numberOrUndefined(amount) ?? 0)).map(({ line, amount: share }) => ({
    instalmentId: line.instalmentId,
    label: line.label,
    balance: line.balance,
    amount: share > 0 ? share : '',
  }));
}

/** The rows given an amount, and where each sits in the form: the server names `allocations[i]` of what was sent. */
function chosenRows(values: PaymentValues): { rows: { instalmentId: number; amount: number }[]; formIndex: number[] } {
  const rows: { instalmentId: number; amount: number }[] = [];
  const formIndex: number[] = [];
  values.allocations.forEach((row, index) => {
    const amount = numberOrUndefined(row.amount);
    if (amount === undefined || amount === 0) return;
    rows.push({ instalmentId: row.instalmentId, amount });
    formIndex.push(index);
  });
  return { rows, formIndex };
}

/** The contract's body from the form, with the form's row of each allocation sent. */
export function paymentBodyOf(values: PaymentValues, studentId: number, sessionId: number): { body: PaymentBody; formIndex: number[] } {
  const { rows, formIndex } = values.split ? chosenRows(values) : { rows: [], formIndex: [] };
  return {
    body: {
      studentId,
      sessionId,
      amount: numberOrUndefined(values.amount) as number,
      method: values.method,
      reference: values.method === 'cash' ? textOrNull(values.reference) : values.reference.trim(),
      payer: textOrNull(values.payer),
      note: textOrNull(values.note),
      ...(values.split ? { allocations: rows } : {}),
    },
    formIndex,
  };
}

/**
 * The form's check: the contract's own rules for the amount, the method, the reference (required
 * unless cash), the payer and the note; and, when the cashier chooses the instalments, whole amounts
 * within each balance that add up to the payment.
 */
export function paymentFormSchema(intl: IntlShape) {
  const fields = paymentBody.pick(['amount', 'method', 'reference', 'payer', 'note']);
  const row = yup.object({
    amount: yup
      .number()
      .integer()
      .min(0)
      .test('within-balance', (value, context) => {
        const balance = (context.parent as AllocationRow).balance;
        if (value === undefined || value <= balance) return true;
        return context.createError({
          message: intl.formatMessage({ id: 'finance.counter.form.overBalance' }, { balance: intl.formatNumber(balance) }),
        });
      }),
  });
  return fields
    .shape({ split: yup.boolean(), allocations: yup.array(row) })
    .transform((values: PaymentValues) => ({
      amount: numberOrUndefined(values.amount),
      method: values.method,
      reference: values.method === 'cash' ? textOrNull(values.reference) : values.reference.trim() || null,
      payer: textOrNull(values.payer),
      note: textOrNull(values.note),
      split: values.split,
      allocations: values.allocations.map((allocation) => ({ ...allocation, amount: numberOrUndefined(allocation.amount) })),
    }))
    .test('allocations-add-up', (values, context) => {
      if (!values.split || typeof values.amount !== 'number') return true;
      const total = (values.allocations ?? []).reduce((sum, allocation) => sum + (allocation.amount ?? 0), 0);
      if (total === values.amount) return true;
      return context.createError({
        path: 'amount',
        message: intl.formatMessage({ id: 'finance.counter.form.allocationsDiffer' }, { sum: intl.formatNumber(total) }),
      });
    });
}
