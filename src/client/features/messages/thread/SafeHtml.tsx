import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { loadSanitizer } from '../../../components/toasts/sanitize';

/**
 * A message body: HTML the server has sanitised already, sanitised once more here (DOMPurify, the
 * toasts' own, loaded on first use) before it reaches the page. Nothing shows until it is clean.
 */
export function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return (
    <Box
      sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& p:first-of-type': { mt: 0 }, '& ul, & ol': { my: 1, pl: 3 } }}
      // Sanitised just above; the server stored it sanitised too.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
