// The receipt hooks moved beside the account they print from, so the student's page reprints too.
export { LAYOUT_KEY, useReceiptLayout, useReceipts } from '../../../components/studentAccount/useReceipts';
