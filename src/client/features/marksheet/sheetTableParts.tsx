import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { Ref } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ICON_COLUMN_WIDTH, StickyCell, useWidthVariable } from '../../components/StickyCell';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { rankLabel } from './sheetRows';
import { StudentLink } from '../../components/StudentLink';

export const DASH = '—';

/** A number as the page's language writes it (at most two decimals), or a dash. */
export const figure = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined ? DASH : intl.formatNumber(value, { maximumFractionDigits: 2 });

export const percent = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined ? DASH : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

/*
 * A sheet is wider than an office screen: the rank and the name stay at the start and the average
 * and the report card at the end while the courses scroll between them. The matricule between the
 * rank and the name scrolls under the name, so the name's offset is the rank column's width.
 */
const RANK_WIDTH = '--sheet-rank-width';
const NAME_OFFSET = `var(${RANK_WIDTH}, 4rem)`;

/** The refs that keep the name's offset at the rank column's width: the table's and the rank header's. */
export const useSheetColumns = () => useWidthVariable<HTMLTableElement, HTMLTableCellElement>(RANK_WIDTH);

/** The rank, matricule and name headers every sheet starts with. */
export function IdentityHeaders({ rankRef }: { rankRef: Ref<HTMLTableCellElement> }) {
  return (
    <>
      <StickyCell side="start" ref={rankRef} sx={{ whiteSpace: 'nowrap' }}>
        <FormattedMessage id="marksheet.columns.rank" />
      </StickyCell>
      <TableCell>
        <FormattedMessage id="marksheet.columns.matricule" />
      </TableCell>
      <StickyCell side="start" offset={NAME_OFFSET} edge>
        <FormattedMessage id="marksheet.columns.name" />
      </StickyCell>
    </>
  );
}

interface Identity {
  studentId: number;
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
      <StickyCell side="start" sx={{ whiteSpace: 'nowrap' }}>
        {row.nonClasse ? (
          <Tooltip title={intl.formatMessage({ id: 'marksheet.rank.ncTitle' })}>
            <span>{rankLabel(row, intl)}</span>
          </Tooltip>
        ) : (
          rankLabel(row, intl) || DASH
        )}
      </StickyCell>
      <TableCell>{row.matricule}</TableCell>
      <StickyCell side="start" offset={NAME_OFFSET} edge component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        <StudentLink studentId={row.studentId}>{row.name}</StudentLink>
      </StickyCell>
    </>
  );
}

/** The average's header or cell, kept in view at the end beside the report card column. */
export function AverageCell(props: TableCellProps) {
  return <StickyCell side="end" offset={ICON_COLUMN_WIDTH} edge align="right" {...props} />;
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

const iconColumn = { width: ICON_COLUMN_WIDTH, minWidth: ICON_COLUMN_WIDTH };

/** The row's own report card, as a download. */
export function ReportCardCell({ name, busy, disabled, onClick }: CardProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'marksheet.cards.one' }, { name });
  return (
    <StickyCell side="end" padding="checkbox" sx={iconColumn}>
      <Tooltip title={label} describeChild>
        <span>
          <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
            {busy ? <CircularProgress size={18} /> : <PictureAsPdf fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </StickyCell>
  );
}

/** The report card column's header: its name is there for screen readers, the icons say it on screen. */
export function ActionsHeader() {
  return (
    <StickyCell side="end" padding="checkbox" sx={iconColumn}>
      <VisuallyHidden>
        <FormattedMessage id="marksheet.columns.card" />
      </VisuallyHidden>
    </StickyCell>
  );
}
