import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { alpha, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';

export type StickySide = 'start' | 'end';

/** The class a sticky cell carries, for a test or a print style to find it. */
export const STICKY_CLASS: Record<StickySide, string> = { start: 'Scola-stickyStart', end: 'Scola-stickyEnd' };

/** The width of a narrow icon column (MUI's checkbox padding), so the sticky cell before it knows its offset. */
export const ICON_COLUMN_WIDTH = 48;

interface Props extends TableCellProps {
  side: StickySide;
  /** Its distance from that edge of the scrolling container: the width of the sticky cells beyond it (a CSS length). */
  offset?: number | string;
  /** The cell of its group next to the scrolling cells: draws the line between them. */
  edge?: boolean;
}

/**
 * A table cell kept in view at the start or the end of a horizontally scrolling table while the
 * cells between scroll under it. Logical insets, so start is left in a left-to-right language and
 * right in fa and ur; a solid background (with a hovered or selected row's tint laid over it) so the
 * scrolled cells do not show through. A header cell of a `stickyHeader` table stays above both.
 * The table needs `border-collapse: separate` (MUI's stickyHeader sets it): collapsed borders stay
 * behind when a cell sticks.
 */
export function StickyCell({ side, offset = 0, edge = false, className, sx, ...props }: Props) {
  const inset = side === 'start' ? 'insetInlineStart' : 'insetInlineEnd';
  const inner = side === 'start' ? 'insetInlineEnd' : 'insetInlineStart';
  return (
    <TableCell
      {...props}
      className={className ? `${STICKY_CLASS[side]} ${className}` : STICKY_CLASS[side]}
      sx={[
        (theme: Theme) => ({
          position: 'sticky',
          [inset]: offset,
          zIndex: 1,
          backgroundColor: theme.palette.background.paper,
          '.MuiTableRow-hover:hover > &': { backgroundImage: tint(theme.palette.action.hover) },
          '.Mui-selected > &': { backgroundImage: tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)) },
          '&.MuiTableCell-stickyHeader': { zIndex: 3, backgroundColor: theme.palette.background.default },
          ...(edge && {
            '&::after': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 0,
              [inner]: 0,
              width: '1px',
              backgroundColor: theme.palette.divider,
            },
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;

/**
 * Keeps the CSS variable `name` on the table at the width of one of its cells, for the offset of the
 * sticky cell after it: a rank column is as wide as its language's word for "rank" or "ex aequo"
 * makes it, which no fixed width covers. Set on the element, not through React state, so a resize
 * does not render every row again. Without ResizeObserver (jsdom) the variable's fallback applies.
 */
export function useWidthVariable<Table extends HTMLElement, Cell extends HTMLElement>(name: `--${string}`) {
  const table = useRef<Table>(null);
  const cell = useRef<Cell>(null);
  useLayoutEffect(() => {
    const measured = cell.current;
    if (!measured || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => table.current?.style.setProperty(name, `${measured.getBoundingClientRect().width}px`));
    observer.observe(measured);
    return () => observer.disconnect();
  }, [name]);
  return { table, cell };
}
