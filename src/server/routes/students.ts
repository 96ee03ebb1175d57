import type { FastifyInstance } from 'fastify';
import * as enrolment from '../../domain/contract/enrolment';
import * as contract from '../../domain/contract/students';
import { addAuthedRoute } from '../http/contract';
import { PhotoStore } from '../services/students/photos';
import { possibleDuplicates } from '../services/students/studentDuplicates';
import { StudentRecords } from '../services/students/studentRecords';
import type { RouteContext } from './context';

export function studentRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const students = new StudentRecords(db, new PhotoStore(db));

  addAuthedRoute(app, db, contract.listStudents, async ({ query, caller }) => students.list(query, caller));
  addAuthedRoute(app, db, contract.filterStudents, async ({ body, caller }) => students.list(body, caller));
  addAuthedRoute(app, db, contract.unregisteredStudents, async ({ params, query, caller }) =>
    students.unregistered(params.schoolYearId, query, caller),
  );
  addAuthedRoute(app, db, contract.classroomStudents, async ({ params, caller }) => students.ofClassroom(params, caller));
  addAuthedRoute(app, db, contract.getStudent, async ({ params, caller }) => students.get(params.id, caller));
  addAuthedRoute(app, db, contract.createStudent, async ({ body, caller }) => students.create(body, caller));
  addAuthedRoute(app, db, enrolment.enrolStudent, async ({ body: { classroomId, repeating, ...student }, caller }) =>
    students.create(student, caller, { classroomId, repeating }),
  );
  addAuthedRoute(app, db, enrolment.possibleDuplicates, async ({ query }) => possibleDuplicates(db, query));
  addAuthedRoute(app, db, contract.updateStudent, async ({ params, body, caller }) => students.update(params.id, body, caller));
  addAuthedRoute(app, db, contract.deleteStudent, async ({ params, caller }) => {
    await students.remove(params.id, caller.user.id);
    return { message: 'Deleted.' };
  });
}
