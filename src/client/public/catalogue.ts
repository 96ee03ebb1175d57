import type { Language } from '../../domain/enums';
import type { Messages } from '../i18n/catalogue';

/**
 * The page's own catalogue, beside public-page.html: webpack (webpack.config.js, PUBLIC_PAGE_KEYS)
 * writes `assets/i18n/public/<lang>.json` from the language's catalogue, with only the `publicPage.*`
 * keys and `app.name`, flat and precompiled, a kilobyte or two instead of the app's whole catalogue.
 */
export const publicCatalogueUrl = (language: Language) => `assets/i18n/public/${language}.json`;

export async function fetchPublicCatalogue(language: Language): Promise<Messages> {
  const response = await fetch(publicCatalogueUrl(language), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Catalogue ${language} answered ${response.status}`);
  return (await response.json()) as Messages;
}
