import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { useLanguage } from '../i18n/LanguageContext';
import type { Direction } from '../i18n/languages';

/**
 * MUI right-to-left needs both the theme direction and an Emotion cache whose stylis pipeline
 * flips the generated CSS; ur and fa use it. One cache per direction, made once.
 */
const caches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function ThemeLayer({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  const theme = useMemo(() => createTheme({ direction, palette: { primary: { main: '#1f5f8b' } } }), [direction]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
