import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { useId, type ReactNode } from 'react';

/**
 * A table of the student's page: wider than its section, it scrolls inside it rather than widening
 * the page, and the keyboard reaches it, named by its caption. Positioned, so a visually hidden
 * header (absolute) is clipped with the rest instead of widening the page on a phone.
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <TableContainer
      sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}
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
