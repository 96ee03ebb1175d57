import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the public-page screens are built. */
export default function PublicPage() {
  return <AreaUnavailable area="public-page" />;
}
