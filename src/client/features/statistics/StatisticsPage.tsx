import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the statistics screens are built. */
export default function StatisticsPage() {
  return <AreaUnavailable area="statistics" />;
}
