import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/structure';
import { addAuthedRoute } from '../http/contract';
import { classCourses, classrooms, copyClassCourses, courses, levels, schoolYears } from '../services/tools/structure';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function structureRoutes(app: FastifyInstance, { db }: RouteContext): void {
  resourceRoutes(app, db, schoolYears);
  resourceRoutes(app, db, levels);
  resourceRoutes(app, db, classrooms);
  resourceRoutes(app, db, courses);
  resourceRoutes(app, db, classCourses);
  addAuthedRoute(app, db, contract.copyClassCourses, async ({ body, caller }) =>
    copyClassCourses(db, caller.user.id, body.fromClassroomId, body.toClassroomId),
  );
}
