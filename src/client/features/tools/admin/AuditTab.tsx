import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListAuditQuery, type AuditQuery } from '../../../api/auditApi';
import { PageSpinner } from '../../../components/PageSpinner';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit/AuditFilters';
import { AUDIT_COLUMNS, AuditRow } from './audit/AuditRow';
import { Pager, pageQuery } from '../../../components/Pager';
import { Restricted } from './Restricted';
import { LoadFailed } from '../../../components/LoadFailed';

function toQuery(filters: AuditFilterValues): AuditQuery {
  return {
    entity: filters.entity.trim() || undefined,
    entityId: filters.entityId.trim() || undefined,
    action: filters.action || undefined,
    userId: filters.userId ? Number(filters.userId) : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

function AuditContent() {
  const intl = useIntl();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const { data, isLoading, isError, refetch } = useListAuditQuery({ ...toQuery(filters), ...pageQuery(page, pageSize) });
  return (
    <>
      <AuditFilters
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()}>
          <FormattedMessage id="toolsAdmin.audit.error" />
        </LoadFailed>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={intl.formatMessage({ id: 'toolsAdmin.audit.title' })}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    {/* The column of the buttons that unfold a change: named for screen readers only. */}
                    <Box component="span" sx={visuallyHidden}>
                      <FormattedMessage id="toolsAdmin.audit.columns.details" />
                    </Box>
                  </TableCell>
                  {(['when', 'who', 'action', 'record'] as const).map((column) => (
                    <TableCell key={column}>
                      <FormattedMessage id={`toolsAdmin.audit.columns.${column}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={AUDIT_COLUMNS}>
                      <FormattedMessage id="toolsAdmin.audit.empty" />
                    </TableCell>
                  </TableRow>
                ) : (
                  data.data.map((entry) => <AuditRow key={entry.id} entry={entry} />)
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager total={data.total} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
        </Paper>
      )}
    </>
  );
}

/** Who changed what and when (audit.read), the latest first, with before and after. */
export default function AuditTab() {
  return (
    <Restricted permission="audit.read">
      <AuditContent />
    </Restricted>
  );
}
