import { screen, within } from '@testing-library/react';
import { getAccount, type Account } from '../../domain/contract/payments';
import { renderWithProviders } from '../testing/renderWithProviders';
import { StudentAccount } from './StudentAccount';

const example = getAccount.example!.response;
const [paid] = example.lines;
const [payment] = example.payments;

/** The contract's account, with a tranche overdue, a percentage discount, a payment partly reversed and its reversal. */
const account: Account = {
  ...example,
  lines: [paid, { ...paid, instalmentId: 3, label: 'Tranche 2', dueDate: '2026-11-15', paid: 0, balance: 25000, overdue: 25000 }],
  totals: { charged: 50000, discount: 0, due: 50000, paid: 25000, balance: 25000, overdue: 25000 },
  discounts: [{ id: 7, feeTypeName: null, kind: 'percent', amount: null, percent: 12.5, reason: 'Enfant du personnel' }],
  payments: [
    { ...payment, id: 42, receiptLabel: '2026-2027-000129', amount: -5000, reversesId: 41, reversesReceiptLabel: '2026-2027-000128' },
    { ...payment, reversed: 5000 },
  ],
};

describe("a student's account", () => {
  it.each([
    ['en', '(FCFA 25,000 overdue)', '12.5% on every fee', 'Cancels receipt 2026-2027-000128', 'FCFA 5,000 reversed'],
    ['fr', '(25 000 FCFA en retard)', '12,5 % sur tous les frais', 'Annule le reçu 2026-2027-000128', '5 000 FCFA annulés'],
  ] as const)('marks what is overdue, the discounts and the reversals, in %s', (language, overdue, discount, cancels, reversed) => {
    renderWithProviders(<StudentAccount account={account} paymentActions={(row) => <button type="button">{row.receiptLabel}</button>} />, {
      language,
    });
    const [lines, payments] = screen.getAllByRole('table');
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).not.toHaveTextContent(overdue);
    expect(rows[2]).toHaveTextContent(overdue);
    expect(rows[3]).toHaveTextContent(overdue);
    expect(screen.getByText(discount)).toBeInTheDocument();
    const paymentRows = within(payments).getAllByRole('row');
    expect(paymentRows[1]).toHaveTextContent(cancels);
    expect(paymentRows[2]).toHaveTextContent(reversed);
    expect(within(paymentRows[2]).getByRole('button', { name: '2026-2027-000128' })).toBeInTheDocument();
  });

  it('shows an account below zero as a credit the school refunds by a reversal', () => {
    const credit: Account = { ...account, totals: { ...account.totals, paid: 60000, balance: -10000, overdue: 0 } };
    renderWithProviders(<StudentAccount account={credit} paymentActions={() => null} />, { language: 'fr' });
    expect(
      screen.getByText('Solde créditeur de 10 000 FCFA : l’école doit rendre cette somme et la rembourse en annulant un paiement.'),
    ).toBeInTheDocument();
  });

  it('says nothing of a credit while something is owed', () => {
    renderWithProviders(<StudentAccount account={account} paymentActions={() => null} />);
    expect(screen.queryByText(/In credit/)).not.toBeInTheDocument();
  });
});
