import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PUBLIC_PAGE_FILE, PUBLIC_PAGE_ROUTE } from '../../../domain/cards/publicPage';
import { PageSpinner } from '../../components/PageSpinner';

/** Where the app's `#/public-page?…` goes: the page's own small entry, beside index.html, with the same fragment. */
export const publicPageTarget = (search: string) => `${PUBLIC_PAGE_FILE}${PUBLIC_PAGE_ROUTE}${search}`;

/**
 * The spec's route `#/public-page` inside the office app: the public page is an entry of its own
 * (src/client/public, public-page.html) that a card's QR code opens directly; a visitor who reaches
 * it through the app's address is sent there, code included, without a history entry.
 */
export default function PublicPage() {
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(publicPageTarget(search));
  }, [search]);
  return (
    <main>
      <PageSpinner />
    </main>
  );
}
