/**
 * Students as each caller may see them (docs/decisions.md, "Personal data"). A view is the set of
 * personal-field permissions a caller holds (`studentViewOf`); each view has its own serialiser,
 * made once from the contract's student schema without the fields the view hides, so a hidden
 * field cannot be written even when the object carries it.
 */
import { studentSchema, type Student } from '../../../domain/contract/students';
import { canReadStudentField, hiddenInView, studentViewOf, type StudentView } from '../../../domain/students/fieldAccess';
import type { Caller } from '../../http/auth';
import { serializerOf, type SerialisedJson } from '../../http/contract';

export type StudentSerialiser = (student: Student) => SerialisedJson<Student>;

const serialisers = new Map<StudentView, StudentSerialiser>();

export function studentSerialiser(view: StudentView): StudentSerialiser {
  let serialise = serialisers.get(view);
  if (!serialise) {
    serialise = serializerOf<Student>(studentSchema.omit(hiddenInView(view)));
    serialisers.set(view, serialise);
  }
  return serialise;
}

export const viewOf = (caller: Caller): StudentView => studentViewOf(caller.permissions);

/** One student, serialised for this caller. */
export const serialiseFor = (caller: Caller, student: Student): SerialisedJson<Student> => studentSerialiser(viewOf(caller))(student);

/** A caller who may not read birth dates may not order students by them either: they get name order. */
export function visibleSort<F extends { sort?: string }>(filters: F, caller: Caller): F {
  return filters.sort === 'birthDate' && !canReadStudentField(caller.permissions, 'birthDate') ? { ...filters, sort: 'lastName' } : filters;
}
