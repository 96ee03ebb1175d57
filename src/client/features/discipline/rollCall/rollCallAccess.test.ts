import { permissionsOf } from '../../../../domain/permissions';
import { rollCallAccess } from './rollCallAccess';

const user = (role: Parameters<typeof permissionsOf>[0], attendanceClasses: number[] = [], disciplineClasses: number[] = []) => ({
  permissions: permissionsOf(role),
  attendanceClasses,
  disciplineClasses,
});

describe('the roll call classrooms', () => {
  it('gives the administrator every classroom to take', () => {
    const access = rollCallAccess(user('admin'));
    expect(access.classrooms).toBe('all');
    expect(access.canTake(99)).toBe(true);
  });

  it('keeps a teacher to its attendance classes, whatever discipline classes it is listed with', () => {
    const access = rollCallAccess(user('teacher', [11, 21], [12]));
    expect(access.classrooms).toEqual(new Set([11, 21]));
    expect(access.canTake(11)).toBe(true);
    expect(access.canTake(12)).toBe(false);
  });

  it('gives the discipline master its discipline classes', () => {
    const access = rollCallAccess(user('discipline', [], [12, 13]));
    expect(access.classrooms).toEqual(new Set([12, 13]));
    expect(access.canTake(13)).toBe(true);
  });

  it('lets the principal read every classroom without taking any', () => {
    const access = rollCallAccess(user('principal'));
    expect(access.classrooms).toBe('all');
    expect(access.canTake(11)).toBe(false);
  });

  it('offers nothing to a user without attendance permissions, or signed out', () => {
    expect(rollCallAccess(user('bursar', [11])).classrooms).toEqual(new Set());
    expect(rollCallAccess(null).classrooms).toEqual(new Set());
  });
});
