import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import type { Direction } from '../i18n/languages';
import { appTheme } from './theme';

/**
 * MUI right-to-left needs both the theme direction and an Emotion cache whose stylis pipeline
 * flips the generated CSS; ur and fa use it. One cache per direction, made once; the right-to-left
 * one is downloaded the first time it is needed, which keeps it off the sign-in page.
 */
const caches: Partial<Record<Direction, EmotionCache>> = { ltr: createCache({ key: 'mui' }) };
const loadRtlCache = () =>
  import(/* webpackChunkName: "rtl" */ './rtlCache').then((module) => {
    caches.rtl = module.rtlCache;
  });

export function ThemeLayer({ children }: { children: ReactNode }) {
  const { direction, language } = useLanguage();
  const ready = caches[direction] !== undefined;
  // The last direction whose cache was ready: kept while the other one downloads, so switching to
  // ur does not unmount the screen (and lose what was typed); null until the first is ready.
  const [shown, setShown] = useState<Direction | null>(ready ? direction : null);
  if (ready && shown !== direction) setShown(direction);
  useEffect(() => {
    if (!ready) void loadRtlCache().then(() => setShown('rtl'));
  }, [ready]);
  const current = ready ? direction : shown;
  const cache = current ? caches[current] : undefined;
  const theme = useMemo(() => appTheme(current ?? 'ltr', language), [current, language]);
  if (!cache) return null;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
