import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the finance screens are built. */
export default function FinancePage() {
  return <AreaUnavailable area="finance" />;
}
