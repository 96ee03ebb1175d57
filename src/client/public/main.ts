/**
 * The public page's entry (webpack.config.js, `public`; public/public-page.html): a few kilobytes
 * a phone on a slow line loads at once, apart from the office app's bundle.
 */
import { DEFAULT_LANGUAGE } from '../../domain/enums';
import { initialLanguage } from '../i18n/languages';
import { fetchPublicCatalogue } from './catalogue';
import { startPublicPage } from './publicPage';

const root = document.getElementById('root');
if (!root) throw new Error('public-page.html has no #root element');

const language = initialLanguage();
void startPublicPage({
  root,
  language,
  // A catalogue that fails to load falls back to en, and if even en fails the page shows message ids.
  loadMessages: (wanted) =>
    fetchPublicCatalogue(wanted).catch((error: unknown) => {
      if (wanted !== language) throw error;
      console.error(error);
      return wanted === DEFAULT_LANGUAGE ? {} : fetchPublicCatalogue(DEFAULT_LANGUAGE).catch(() => ({}));
    }),
});
