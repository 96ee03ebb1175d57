import { deDE, enUS, esES, faIR, frFR, itIT, urPK, zhCN, type Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../../domain/enums';
import type { Direction } from '../i18n/languages';

/**
 * MUI's own words (an autocomplete's "Open", "Clear" and "Close", a pager's "Rows per page", a
 * dialog's "Close") in the interface language; left out, they stay English on every screen.
 */
const MUI_LOCALES: Record<Language, Localization> = {
  en: enUS,
  fr: frFR,
  ur: urPK,
  // MUI's Spanish names the open button "Abierto" (opened), a state and not the action.
  es: {
    components: {
      ...esES.components,
      MuiAutocomplete: { defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' } },
    },
  },
  it: itIT,
  fa: faIR,
  de: deDE,
  'zh-CHS': zhCN,
};

/**
 * The one theme of the signed-in screens. A table's caption names the table, so it goes above it:
 * MUI puts it below, where "To decide" read as the title of the next table down.
 */
export function appTheme(direction: Direction, language: Language): Theme {
  return createTheme(
    {
      direction,
      // MUI's info blue (#0288d1) is 3.9:1 on white: an outlined chip ("Changed" in the audit log) failed axe's 4.5:1.
      palette: { primary: { main: '#1f5f8b' }, info: { main: '#0277bd' } },
      components: { MuiTable: { styleOverrides: { root: { '& caption': { captionSide: 'top' } } } } },
    },
    MUI_LOCALES[language],
  );
}
