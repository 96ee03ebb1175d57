import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetAccountQuery } from '../../../../api/paymentsApi';
import { StudentAccount } from '../../../../components/StudentAccount';
import { PaymentRowActions } from '../../../../components/studentAccount/PaymentRowActions';
import { useReceiptLayout, useReceipts } from '../../../../components/studentAccount/useReceipts';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';

/**
 * The student's fees of the year, for whoever reads the money (`finance.read`), each
 * receipt printed again as the counter prints it; the cashier gets a link to the counter.
 */
export function AccountSection({
  studentId,
  schoolYearId,
  canTakePayments,
}: {
  studentId: number;
  schoolYearId?: number;
  canTakePayments: boolean;
}) {
  const query = useGetAccountQuery({ studentId, schoolYearId });
  const { layout } = useReceiptLayout();
  const receipts = useReceipts();
  return (
    <Section
      titleId="finance.account.title"
      action={
        canTakePayments && (
          <Button component={RouterLink} to={`/finance?tab=counter&student=${studentId}`} size="small">
            <FormattedMessage id="finance.account.openCounter" />
          </Button>
        )
      }
    >
      <QueryBody query={query}>
        {(account) => (
          <StudentAccount
            account={account}
            paymentActions={(payment) => (
              <PaymentRowActions payment={payment} busy={receipts.busy} onPrint={() => void receipts.print(payment, layout)} />
            )}
          />
        )}
      </QueryBody>
    </Section>
  );
}
