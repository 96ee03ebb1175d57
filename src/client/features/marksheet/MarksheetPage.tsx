import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the marksheet screens are built. */
export default function MarksheetPage() {
  return <AreaUnavailable area="marksheet" />;
}
