import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the student screens are built. */
export default function StudentsPage() {
  return <AreaUnavailable area="student" />;
}
