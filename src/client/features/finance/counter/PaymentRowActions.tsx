// The row buttons moved beside the account they act on, so the student's page reprints too.
export { PaymentRowActions } from '../../../components/studentAccount/PaymentRowActions';
