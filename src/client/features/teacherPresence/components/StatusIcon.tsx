import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventBusy from '@mui/icons-material/EventBusy';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SlotState } from '../../../../domain/contract/teacherPresences';

/** What a slot shows: a status, or present because a roll call was taken in it (`rollCall`). */
export type ShownStatus = SlotState | 'rollCall';

const ICONS = {
  present: CheckCircleOutlined,
  rollCall: FactCheckOutlined,
  unchecked: RadioButtonUnchecked,
  absent: HighlightOff,
  late: Schedule,
  replaced: SwapHoriz,
  cancelled: EventBusy,
} as const;

/** The colour each status takes: with its icon and its word, never the only sign of it. */
export const STATUS_COLOURS = {
  present: 'success',
  rollCall: 'success',
  unchecked: 'action',
  absent: 'error',
  late: 'warning',
  replaced: 'info',
  cancelled: 'secondary',
} as const satisfies Record<ShownStatus, SvgIconProps['color']>;

/** A status's icon, beside its word (so hidden from screen readers). */
export function StatusIcon({ status, fontSize = 'small' }: { status: ShownStatus; fontSize?: SvgIconProps['fontSize'] }) {
  const Icon = ICONS[status];
  return <Icon fontSize={fontSize} color={STATUS_COLOURS[status]} aria-hidden />;
}
