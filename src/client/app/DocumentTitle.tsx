import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PROTECTED_AREAS, type ProtectedArea } from '../../domain/permissions';

/** The catalogue id of the title of the screen at `pathname`, if it has one. */
export function pageTitleId(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'login') return 'login.title';
  if (first === 'signup') return 'signup.title';
  if (first === 'not-found') return 'notFound.title';
  if (first === 'public-page') return 'nav.public-page';
  // The user area holds two screens: the profile, and the messages.
  if (first === 'user' && pathname.split('/')[2] === 'messages') return 'messages.title';
  if ((PROTECTED_AREAS as readonly string[]).includes(first)) return `nav.${first as ProtectedArea}`;
  return undefined;
}

/**
 * Names the browser tab and the window for the screen shown, in the user's language ("Élèves ·
 * Scola"): a screen reader announces it, and staff with several tabs open can tell them apart.
 */
export function DocumentTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const id = pageTitleId(pathname);
  const app = intl.formatMessage({ id: 'app.name' });
  const title = id ? `${intl.formatMessage({ id })} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
