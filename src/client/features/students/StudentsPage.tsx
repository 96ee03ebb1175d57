import { Route, Routes } from 'react-router-dom';
import { StudentPage } from './detail/StudentPage';
import { EnrolmentPage } from './enrolment/EnrolmentPage';
import { StudentListPage } from './list/StudentListPage';

/**
 * The student area: the list (`#/student`), enrolment (`#/student/enrolment`) and one student
 * (`#/student/42`). The app mounts the area at `student/*`, so these paths are relative to it.
 */
export default function StudentsPage() {
  return (
    <Routes>
      <Route index element={<StudentListPage />} />
      <Route path="enrolment" element={<EnrolmentPage />} />
      <Route path=":id" element={<StudentPage />} />
    </Routes>
  );
}
