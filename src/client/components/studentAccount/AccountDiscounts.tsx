import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '../../../domain/contract/payments';
import { useMoney } from '../useMoney';

type AccountDiscount = Account['discounts'][number];

/** The discounts in force this year (a scholarship, a sibling): how much, on what, and why. */
export function AccountDiscounts({ discounts, headingId }: { discounts: readonly AccountDiscount[]; headingId: string }) {
  const intl = useIntl();
  const { money } = useMoney();
  const value = (discount: AccountDiscount) =>
    discount.kind === 'percent'
      ? intl.formatNumber((discount.percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 })
      : money(discount.amount ?? 0);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        <FormattedMessage id="finance.account.discounts" />
      </Typography>
      {discounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="finance.account.noDiscounts" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {discounts.map((discount) => (
            <ListItem key={discount.id} disableGutters>
              <ListItemText
                primary={
                  <FormattedMessage
                    id={discount.feeTypeName ? 'finance.account.discountOn' : 'finance.account.discountOnAll'}
                    values={{ value: value(discount), feeType: discount.feeTypeName }}
                  />
                }
                secondary={discount.reason}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
