import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the student-cards screens are built. */
export default function StudentCardsPage() {
  return <AreaUnavailable area="student-cards" />;
}
