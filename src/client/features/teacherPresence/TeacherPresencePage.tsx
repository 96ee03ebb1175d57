import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the teacher-presence screens are built. */
export default function TeacherPresencePage() {
  return <AreaUnavailable area="teacher-presence" />;
}
