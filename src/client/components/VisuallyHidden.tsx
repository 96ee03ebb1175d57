import type { ReactNode } from 'react';

/**
 * Clipped to nothing on screen yet read by screen readers and by accessibility checks that want
 * text (a header cell named only by aria-label is still an "empty table header" to axe).
 */
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
