import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Discount } from '../../../../domain/contract/feeSetup';
import { useListDiscountsQuery, useListFeeTypesQuery, useRevokeDiscountMutation } from '../../../api/feeSetupApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLocalizeDigits } from '../../../i18n/digits';
import { YearSelect } from '../structure/YearSelect';
import { DiscountTable } from './DiscountTable';
import type { YearChoice } from './feeYears';
import { GrantDiscountDialog } from './GrantDiscountDialog';

/** The discounts of a school year (scholarships, siblings, staff children): granted and revoked here. */
export function DiscountsSection({ year }: { year: YearChoice }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const localizeDigits = useLocalizeDigits();
  const { yearId, years, setYearId } = year;
  const list = useListDiscountsQuery(yearId ? { schoolYearId: yearId } : skipToken);
  const feeTypes = useListFeeTypesQuery().data?.data ?? [];
  const [revoke] = useRevokeDiscountMutation();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<Discount | null>(null);
  const yearName = localizeDigits(years.find((candidate) => candidate.id === yearId)?.name ?? '');

  const confirmRevoke = async (discount: Discount) => {
    try {
      await revoke(discount.id).unwrap();
      toasts.success(intl.formatMessage({ id: 'feeSetup.discounts.revoked' }, { student: discount.studentName }));
    } catch (error) {
      showError(error);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <YearSelect id="fee-discounts-year" value={yearId} years={years} onChange={setYearId} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} disabled={!yearId} onClick={() => setGranting(true)}>
          <FormattedMessage id="feeSetup.discounts.grant" />
        </Button>
      </Box>
      {list.isLoading ? (
        <PageSpinner />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          <FormattedMessage id="feeSetup.discounts.loadError" />
        </LoadFailed>
      ) : (
        <DiscountTable
          caption={intl.formatMessage({ id: 'feeSetup.discounts.caption' }, { year: yearName })}
          discounts={list.data?.data ?? []}
          onRevoke={setRevoking}
        />
      )}
      {granting && yearId && <GrantDiscountDialog schoolYearId={yearId} feeTypes={feeTypes} onClose={() => setGranting(false)} />}
      {revoking && (
        <ConfirmDialog
          subject={revoking.studentName}
          onClose={() => setRevoking(null)}
          onConfirm={() => confirmRevoke(revoking)}
          titleId="feeSetup.discounts.revokeTitle"
          textId="feeSetup.discounts.revokeText"
          confirmId="feeSetup.discounts.revoke"
        />
      )}
    </>
  );
}
