import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditNote from '@mui/icons-material/EditNote';
import EventAvailable from '@mui/icons-material/EventAvailable';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Replay from '@mui/icons-material/Replay';
import Schedule from '@mui/icons-material/Schedule';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Mark } from './rollCallMarks';

const ICONS = {
  present: CheckCircleOutlined,
  absent: HighlightOff,
  late: Schedule,
  permission: EventAvailable,
  rattrapage: Replay,
  draft: EditNote,
} as const;

/** The colour each mark takes: with its icon and its word, never the only sign of it. */
export const MARK_COLOURS = {
  present: 'success',
  absent: 'error',
  late: 'warning',
  permission: 'info',
  rattrapage: 'secondary',
  draft: 'inherit',
} as const satisfies Record<Mark, SvgIconProps['color']>;

/** A mark's icon, beside its word (so hidden from screen readers). */
export function MarkIcon({ mark, fontSize = 'small' }: { mark: Mark; fontSize?: SvgIconProps['fontSize'] }) {
  const Icon = ICONS[mark];
  return <Icon fontSize={fontSize} color={MARK_COLOURS[mark]} aria-hidden />;
}
