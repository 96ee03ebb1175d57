import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, esES, faIR, frFR, itIT, urPK, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '../../../../domain/enums';

const LOCALES: Partial<Record<Language, { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }>> = {
  fr: frFR,
  es: esES,
  it: itIT,
  de: deDE,
  fa: faIR,
  ur: urPK,
  'zh-CHS': zhCN,
};

/** The grid's own texts (pagination, menus, "no rows") in the interface language; English is built in. */
export const gridLocaleText = (language: Language): Partial<GridLocaleText> | undefined =>
  LOCALES[language]?.components.MuiDataGrid.defaultProps.localeText;
