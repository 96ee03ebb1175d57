import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';

const marked = { color: 'error.main', fontWeight: 'bold', outline: 1, outlineColor: 'error.main', outlineOffset: -2 } as const;

/** A value of an import's preview, marked (colour, weight and outline, not colour alone) when a problem names its field. */
export function ImportValueCell({ wrong, children }: { wrong: boolean; children: ReactNode }) {
  return (
    <TableCell data-problem={wrong || undefined} sx={wrong ? marked : undefined}>
      {children}
    </TableCell>
  );
}

/** A preview row's problems, one line each, as `describe` words them (the field's heading and the server's message). */
export function ImportProblemsCell({
  problems,
  describe,
}: {
  problems: readonly { field: string; message: string }[];
  describe: (problem: { field: string; message: string }) => string;
}) {
  return (
    <TableCell sx={{ color: 'error.main' }}>
      {problems.map((problem) => (
        <div key={`${problem.field}-${problem.message}`}>{describe(problem)}</div>
      ))}
    </TableCell>
  );
}
