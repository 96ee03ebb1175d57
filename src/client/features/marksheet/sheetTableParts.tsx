import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { rankLabel } from './sheetRows';

export const DASH = '—';

/** A number as the page's language writes it (at most two decimals), or a dash. */
export const figure = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined ? DASH : intl.formatNumber(value, { maximumFractionDigits: 2 });

export const percent = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined ? DASH : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

/** The rank, matricule and name headers every sheet starts with. */
export function IdentityHeaders() {
  return (
    <>
      <TableCell>
        <FormattedMessage id="marksheet.columns.rank" />
      </TableCell>
      <TableCell>
        <FormattedMessage id="marksheet.columns.matricule" />
      </TableCell>
      <TableCell>
        <FormattedMessage id="marksheet.columns.name" />
      </TableCell>
    </>
  );
}

interface Identity {
  name: string;
  matricule: string;
  rank: number | null;
  exAequo: boolean;
  nonClasse?: boolean;
}

export function IdentityCells({ row }: { row: Identity }) {
  const intl = useIntl();
  return (
    <>
      <TableCell>
        {row.nonClasse ? (
          <Tooltip title={intl.formatMessage({ id: 'marksheet.rank.ncTitle' })}>
            <span>{rankLabel(row, intl)}</span>
          </Tooltip>
        ) : (
          rankLabel(row, intl) || DASH
        )}
      </TableCell>
      <TableCell>{row.matricule}</TableCell>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {row.name}
      </TableCell>
    </>
  );
}

/** A course's header: its code, and its name, weight and teacher on hover or focus. */
export function CourseHeader({ code, description }: { code: string; description: string }) {
  return (
    <TableCell align="center">
      <Tooltip title={description}>
        <span tabIndex={0}>{code}</span>
      </Tooltip>
    </TableCell>
  );
}

interface CardProps {
  name: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The row's own report card, as a download. */
export function ReportCardCell({ name, busy, disabled, onClick }: CardProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'marksheet.cards.one' }, { name });
  return (
    <TableCell padding="checkbox">
      <Tooltip title={label} describeChild>
        <span>
          <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
            {busy ? <CircularProgress size={18} /> : <PictureAsPdf fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </TableCell>
  );
}

export function ActionsHeader({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <TableCell padding="checkbox" aria-label={intl.formatMessage({ id: 'marksheet.columns.card' })}>
      {children}
    </TableCell>
  );
}
