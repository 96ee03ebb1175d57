import { defineEndpoint } from '../../domain/contract/endpoint';
import { auth, marks, students, users } from '../../domain/contract';
import { yup } from '../../domain/validation/yup';
import { contractRequest, fillPath, queryParams } from './contractRequest';

describe('fillPath', () => {
  it("drops Fastify's regular expression and puts the value in its place", () => {
    expect(fillPath('/api/students/:id(^\\d+$)/photo', { id: 7 })).toBe('/api/students/7/photo');
  });

  it('keeps an expression with parentheses inside out of the path', () => {
    expect(fillPath('/api/files/:name(^(a|b)+$)/raw', { name: 'ab' })).toBe('/api/files/ab/raw');
  });

  it('encodes each value, so a slash or a space stays inside its segment', () => {
    expect(fillPath('/api/report-card-batches/:id/file', { id: 'a/b c' })).toBe('/api/report-card-batches/a%2Fb%20c/file');
  });

  it('writes a null the contract allows as null, and refuses a missing value', () => {
    expect(
      fillPath('/api/classroom-students/:classroomId/:schoolYearId/:classCourseId', {
        classroomId: 1,
        schoolYearId: 2,
        classCourseId: null,
      }),
    ).toBe('/api/classroom-students/1/2/null');
    expect(() => fillPath('/api/students/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('queryParams', () => {
  it('leaves out undefined, null and empty values, and answers undefined when nothing is left', () => {
    expect(queryParams({ search: '', levelId: undefined, classroomId: null, limit: 20, registered: false })).toEqual({
      limit: '20',
      registered: 'false',
    });
    expect(queryParams({ search: '' })).toBeUndefined();
    expect(queryParams(undefined)).toBeUndefined();
  });
});

describe('contractRequest', () => {
  it("takes the method and path from the contract and the parameters' values", () => {
    expect(contractRequest(marks.saveBulkMarksLmd, { params: { classCourseId: 40, term: 1, type: 'CC' }, body: { marks: [] } })).toEqual({
      url: '/api/save-bulk-marks-lmd/40/1/CC',
      method: 'POST',
      body: { marks: [] },
    });
    expect(contractRequest(students.deleteStudent, { params: { id: 3 } })).toEqual({ url: '/api/students/3', method: 'DELETE' });
  });

  it('adds the query pairs that have a value, in the order given', () => {
    expect(contractRequest(users.listUsers, { query: { search: '', role: 'teacher', status: undefined, limit: 25, skip: 0 } })).toEqual({
      url: '/users',
      method: 'GET',
      params: { role: 'teacher', limit: '25', skip: '0' },
    });
    expect(contractRequest(users.listUsers, { query: { search: '' } })).toEqual({ url: '/users', method: 'GET' });
  });

  it('marks the public calls, which go without credentials', () => {
    expect(contractRequest(auth.passwordReset, { query: { username: 'secretary' } }).anonymous).toBe(true);
    expect(contractRequest(auth.currentUser).anonymous).toBeUndefined();
  });

  it('passes a file body as it is', () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(contractRequest(students.uploadPhoto, { params: { id: 1 }, body: photo }).body).toBe(photo);
  });

  it('follows the contract when its path changes', () => {
    const renamed = defineEndpoint({
      ...students.getStudent,
      path: '/api/pupils/:pupilId(^\\d+$)',
      params: yup.object({ pupilId: yup.number().required() }),
      example: undefined,
    });
    expect(contractRequest(renamed, { params: { pupilId: 5 } }).url).toBe('/api/pupils/5');
    // @ts-expect-error The old parameter name no longer compiles (and would fill nothing).
    expect(() => contractRequest(renamed, { params: { id: 5 } })).toThrow('Missing path parameter pupilId');
  });
});
