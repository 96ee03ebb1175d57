import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../i18n/languages';

/**
 * The one theme of the signed-in screens. A table's caption names the table, so it goes above it:
 * MUI puts it below, where "To decide" read as the title of the next table down.
 */
export function appTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: { primary: { main: '#1f5f8b' } },
    components: { MuiTable: { styleOverrides: { root: { '& caption': { captionSide: 'top' } } } } },
  });
}
