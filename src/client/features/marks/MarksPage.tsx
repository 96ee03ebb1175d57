import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the marks screens are built. */
export default function MarksPage() {
  return <AreaUnavailable area="marks" />;
}
