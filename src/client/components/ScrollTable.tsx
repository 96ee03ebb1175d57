import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/**
 * A table wider than its place (a section, a phone) scrolls inside it rather than widening the
 * page, and the keyboard reaches it, named by its caption. Positioned, so a visually hidden header
 * (absolute) is clipped with the rest instead of widening the page on a phone.
 */
export function ScrollTable({ caption, sx, children }: { caption: ReactNode; sx?: SxProps<Theme>; children: ReactNode }) {
  const captionId = useId();
  return (
    <TableContainer
      sx={[{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small">
        <caption id={captionId}>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}
