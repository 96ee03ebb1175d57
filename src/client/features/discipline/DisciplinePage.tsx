import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the discipline screens are built. */
export default function DisciplinePage() {
  return <AreaUnavailable area="discipline" />;
}
