import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the tools screens are built. */
export default function ToolsPage() {
  return <AreaUnavailable area="tools" />;
}
