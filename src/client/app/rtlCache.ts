import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * The Emotion cache of the right-to-left languages (ur, fa): its stylis pipeline flips the
 * generated CSS. Its own chunk, because the flipping rules (cssjanus) and a second stylis are
 * only needed once someone picks one of those languages.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
